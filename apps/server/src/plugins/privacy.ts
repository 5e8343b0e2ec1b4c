import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { privacyHashKey } from '../privacy/email-hash.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key of the keyed hash kept of an address (privacy/email-hash.ts). */
    privacyHashKey: Buffer;
  }
}

export interface PrivacyOptions {
  /** PRIVACY_HASH_KEY; unset, a random key kept in `dataDir`. */
  hashKey?: string | undefined;
  dataDir: string;
}

/** Reads (or makes) the key once, when the app starts. */
export default fp(
  async function privacy(app: FastifyInstance, options: PrivacyOptions) {
    app.decorate('privacyHashKey', privacyHashKey(options.hashKey, options.dataDir));
  },
  { name: 'privacy' },
);
