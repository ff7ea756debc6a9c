export * from './catalogue';
export * from './platform';
