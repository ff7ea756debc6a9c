export * from './language';
export * from './out';
export * from './schemas';
