import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { leadReferences, type LeadReferences } from '../privacy/lead-reference.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key of the keyed hash kept of an address (privacy/email-hash.ts). */
    privacyHashKey: Buffer;
    /** The references that stand for applications to roles without personal-data rights. */
    leadReferences: LeadReferences;
  }
}

export interface PrivacyOptions {
  /** The privacy hash key, read (or made) once by buildApp: the logger needs it first. */
  key: Buffer;
}

/** What is derived from the privacy hash key for the routes. */
export default fp(
  async function privacy(app: FastifyInstance, options: PrivacyOptions) {
    app.decorate('privacyHashKey', options.key);
    app.decorate('leadReferences', leadReferences(options.key));
  },
  { name: 'privacy' },
);
