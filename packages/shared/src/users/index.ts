export * from './schemas';
export * from './csv';
