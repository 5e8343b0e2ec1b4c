import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// What is kept of an address once the address itself may not be (issue 25): an HMAC-SHA256 of
// the lower-cased address. Keyed, so that a leaked table cannot be matched against a list of
// addresses without the key as well. The key is PRIVACY_HASH_KEY, or, unset, 32 random bytes
// made once and kept in DATA_DIR: every process on that directory hashes alike, and the counts
// per address survive restarts.

export const PRIVACY_HASH_KEY_FILE = 'privacy-hash.key';

/** The configured key, else the one in `dataDir` (created there, readable by us only, if missing). */
export function privacyHashKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, PRIVACY_HASH_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting together, one writes the key and the other reads it.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`${file} does not hold a 32-byte hex key`);
  return Buffer.from(key, 'hex');
}

/** The keyed hash (hex) of an address, however it is typed. */
export function emailHash(key: Buffer, email: string): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex');
}
