// `@mizan/contracts/partners`: what banks call (issue 24). Kept out of the package's index, which
// the public web app imports: the web never calls it.
export * from './schemas.ts';
export * from './routes.ts';
