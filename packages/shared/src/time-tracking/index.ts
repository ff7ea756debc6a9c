export * from './contract';
export * from './durations';
export * from './messages';
export * from './rules';
export * from './schemas';
