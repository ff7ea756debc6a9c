export * from './elision';
export * from './french';
export * from './months';
export * from './numbers';
