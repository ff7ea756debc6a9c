export * from './days';
export * from './fill';
export * from './from-time';
export * from './messages';
export * from './schemas';
export * from './slices';
export * from './status';
export * from './totals';
