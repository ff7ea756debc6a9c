export * from './out';
export * from './schemas';
