export * from './limits';
export * from './names';
