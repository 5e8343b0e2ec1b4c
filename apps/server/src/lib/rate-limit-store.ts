import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// Where the rate limits count (decision 0033). @fastify/rate-limit's own stores fall short twice:
// in memory it gives every route a store of its own, so a group of routes ("writes: 60 a
// minute, all together") was counted route by route; and with REDIS_URL set and Redis down
// every call failed to count, and (skipOnError) every limit stopped. This store is one for all
// routes: Redis while it answers, this process's memory while it does not.

const require = createRequire(import.meta.url);
// The plugin's stores, as it ships them: the Lua script and LRU it is tested with.
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => FastifyRateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace?: string,
) => FastifyRateLimitStore;

/** Counters kept in memory: addresses times groups (writes, mail...) recently seen. */
const LOCAL_KEYS = 20_000;

type Incr = FastifyRateLimitStore['incr'];

class SharedOrLocalStore implements FastifyRateLimitStore {
  private readonly local = new LocalStore(false, false, LOCAL_KEYS);
  private readonly shared: FastifyRateLimitStore | undefined;
  /** Whether the last call counted in memory, so that a change is logged once, not per call. */
  private inMemory = false;

  constructor(
    private readonly redis: Redis | undefined,
    nameSpace: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.shared = redis && new RedisStore(false, false, redis, nameSpace);
  }

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    // Not connected: count here at once rather than queue the call behind reconnection.
    if (!this.shared || this.redis?.status !== 'ready')
      return this.countLocally(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (error, result) => {
        if (error) return this.countLocally(key, callback, timeWindow, max);
        this.inMemory = false;
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  private countLocally(...[key, callback, timeWindow, max]: Parameters<Incr>) {
    if (this.shared && !this.inMemory) {
      this.log.warn('rate limits counted per process until Redis answers again');
    }
    this.inMemory = true;
    this.local.incr(key, callback, timeWindow, max);
  }

  /** Every route counts in the same store: its key already names its group. */
  child(): FastifyRateLimitStore {
    return this;
  }
}

/**
 * The `store` option of @fastify/rate-limit: it calls `new` on it once, and `child` for each
 * route; both give the one store.
 */
export function rateLimitStore(
  redis: Redis | undefined,
  nameSpace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const store = new SharedOrLocalStore(redis, nameSpace, log);
  return function oneStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}
