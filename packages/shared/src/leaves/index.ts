export * from './balance';
export * from './circuit';
export * from './contract';
export * from './rules';
export * from './schemas';
export * from './status';
