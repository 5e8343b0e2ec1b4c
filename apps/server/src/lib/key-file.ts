import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A key of 32 random bytes made once and kept in DATA_DIR (hex, readable by this user only), for
// the keys a deployment may leave unset: every process on that directory uses the same one, and
// what was made with it survives restarts.

/** The configured key, else the one in `dataDir/fileName` (see keyFromFile). */
export function keptKey(configured: string | undefined, dataDir: string, fileName: string): Buffer {
  return configured ? Buffer.from(configured, 'utf8') : keyFromFile(dataDir, fileName);
}

/** The key in `dataDir/fileName`, created there first if missing. */
export function keyFromFile(dataDir: string, fileName: string): Buffer {
  const file = path.join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting together, one writes the key and the other reads it.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(file)!;
}

/** The key in `file`; undefined when there is no such file. */
export function readKeyFile(file: string): Buffer | undefined {
  let key: string;
  try {
    key = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`${file} does not hold a 32-byte hex key`);
  return Buffer.from(key, 'hex');
}
