// The key of the hash kept of an address (issue 25): PRIVACY_HASH_KEY when set, else 32 random
// bytes made once in DATA_DIR, readable by the server's user only, and the same on every start.
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailHash, PRIVACY_HASH_KEY_FILE, privacyHashKey } from '../../src/privacy/email-hash.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'mizan-key-'));

describe('the privacy hash key', () => {
  it('is made once in DATA_DIR, mode 0600, and read again on the next start', () => {
    const dataDir = freshDir();
    const first = privacyHashKey(undefined, dataDir);
    const file = path.join(dataDir, PRIVACY_HASH_KEY_FILE);
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first.toString('hex'));
    expect(privacyHashKey(undefined, dataDir).equals(first)).toBe(true);
    // Another directory, another key.
    expect(privacyHashKey(undefined, freshDir()).equals(first)).toBe(false);
  });

  it('is PRIVACY_HASH_KEY when set, and the file is then neither read nor made', () => {
    const dataDir = freshDir();
    const configured = 'k'.repeat(40);
    expect(privacyHashKey(configured, dataDir).toString('utf8')).toBe(configured);
    expect(() => statSync(path.join(dataDir, PRIVACY_HASH_KEY_FILE))).toThrow();
  });

  it('refuses a damaged key file rather than hash with a wrong key', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, PRIVACY_HASH_KEY_FILE), 'not a key');
    expect(() => privacyHashKey(undefined, dataDir)).toThrow(/32-byte hex key/);
  });

  it('hashes an address however it is typed, with the key', () => {
    const key = Buffer.alloc(32, 7);
    const expected = createHmac('sha256', key).update('layla@example.com').digest('hex');
    expect(emailHash(key, ' Layla@Example.COM ')).toBe(expected);
    expect(emailHash(Buffer.alloc(32, 8), 'layla@example.com')).not.toBe(expected);
  });
});
