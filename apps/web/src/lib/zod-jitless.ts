import { config } from 'zod/v4/core';

// zod builds a faster parser for each object schema with `new Function`, after probing whether
// it may. Our Content-Security-Policy allows no eval ('unsafe-eval' is not in script-src), so the
// probe was reported as a violation on every page that loaded a schema. Jitless, zod interprets
// the schema and never probes. main.tsx imports this first: the probe runs when the first object
// schema is built, which is when the contracts module is evaluated.
config({ jitless: true });
