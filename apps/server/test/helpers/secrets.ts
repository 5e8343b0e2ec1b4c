import { randomBytes } from 'node:crypto';
import { SecretBox } from '../../src/secrets/secret-box.ts';

/** A box with a fresh random key of its own, for code that seals or opens outside an app. */
export const testSecretBox = (id = 'test') => new SecretBox([{ id, key: randomBytes(32) }]);
