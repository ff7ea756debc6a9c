export * from './account';
export * from './auth';
export * from './calendar';
export * from './leaves';
