export * from './check';
export * from './choices';
export * from './columns';
export * from './messages';
export * from './parse';
export * from './read';
export * from './schemas';
