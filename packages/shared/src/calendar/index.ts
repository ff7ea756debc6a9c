export * from './business-days';
export * from './dates';
export * from './holidays';
export * from './schemas';
