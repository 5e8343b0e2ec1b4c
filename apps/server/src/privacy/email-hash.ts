import { createHmac } from 'node:crypto';
import { keptKey } from '../lib/key-file.ts';

// What is kept of an address once the address itself may not be (issue 25): an HMAC-SHA256 of
// the lower-cased address. Keyed, so that a leaked table cannot be matched against a list of
// addresses without the key as well. The key is PRIVACY_HASH_KEY, or, unset, 32 random bytes
// made once and kept in DATA_DIR: every process on that directory hashes alike, and the counts
// per address survive restarts.

export const PRIVACY_HASH_KEY_FILE = 'privacy-hash.key';

/** The configured key, else the one in `dataDir` (created there, readable by us only, if missing). */
export const privacyHashKey = (configured: string | undefined, dataDir: string): Buffer =>
  keptKey(configured, dataDir, PRIVACY_HASH_KEY_FILE);

/** The keyed hash (hex) of an address, however it is typed. */
export function emailHash(key: Buffer, email: string): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex');
}
