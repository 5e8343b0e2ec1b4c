import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { secretBoxFor, type SecretBox } from '../secrets/secret-box.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the authenticator keys and bank secrets (secrets/secret-box.ts). */
    secretBox: SecretBox;
  }
}

export interface SecretsOptions {
  /** The box made from SECRETS_KEY; omitted, one with a random key kept in `dataDir`. */
  box?: SecretBox | undefined;
  dataDir: string;
}

/** The box, with its keys read (or made) once, when the app starts. */
export default fp(
  async function secrets(app: FastifyInstance, options: SecretsOptions) {
    app.decorate('secretBox', options.box ?? secretBoxFor(undefined, options.dataDir));
  },
  { name: 'secrets' },
);
