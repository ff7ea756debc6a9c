export * from './refusal';
export * from './schemas';
export * from './status-machine';
