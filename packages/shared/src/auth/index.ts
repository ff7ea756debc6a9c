export * from './expression';
export * from './permissions';
export * from './roles';
