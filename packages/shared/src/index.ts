export * from './account';
export * from './auth';
export * from './calendar';
export * from './ids';
export * from './leaves';
export * from './text';
