export * from './deletion';
export * from './schemas';
