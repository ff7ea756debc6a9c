export * from './figures';
export * from './messages';
export * from './schemas';
