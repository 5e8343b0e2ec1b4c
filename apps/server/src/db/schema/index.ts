export * from './catalogue.ts';
export * from './visitors.ts';
export * from './mail.ts';
export * from './console.ts';
export * from './images.ts';
export * from './partners.ts';
export * from './privacy.ts';
