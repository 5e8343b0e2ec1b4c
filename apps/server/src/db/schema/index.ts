export * from './catalogue.ts';
export * from './visitors.ts';
