export * from './schemas';
export * from './status-machine';
export * from './refusal';
