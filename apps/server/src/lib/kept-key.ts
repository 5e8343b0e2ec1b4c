import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A server key taken from the configuration, or, unset, 32 random bytes made once and kept in
// DATA_DIR: every process on that directory uses the same key, and it survives restarts.

/** The configured key, else the one in `dataDir/file` (created there, readable by us only). */
export function keptKey(configured: string | undefined, dataDir: string, file: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const keyFile = path.join(dataDir, file);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting together, one writes the key and the other reads it.
    writeFileSync(keyFile, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(keyFile, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`${keyFile} does not hold a 32-byte hex key`);
  return Buffer.from(key, 'hex');
}
