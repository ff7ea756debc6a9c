export * from './expression';
export * from './features';
export * from './permissions';
export * from './roles';
