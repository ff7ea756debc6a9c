export * from './csv';
export * from './employees';
export * from './messages';
export * from './overview';
export * from './rules';
export * from './schemas';
export * from './suggestion';
export * from './usernames';
