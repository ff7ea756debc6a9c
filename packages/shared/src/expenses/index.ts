export * from './exports';
export * from './messages';
export * from './money';
export * from './schemas';
export * from './status';
export * from './taxes';
export * from './totals';
export * from './travel';
