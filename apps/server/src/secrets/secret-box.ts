import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { keyFromFile, readKeyFile } from '../lib/key-file.ts';

// The secrets the server must use again, not only compare (issue 32, decision 0035): operators'
// authenticator keys and banks' webhook secrets. They are stored sealed with AES-256-GCM, as
// `v1.<key id>.<iv>.<ciphertext and tag>` (base64url), so a copy of the database alone signs
// nothing and opens no second factor. The key id beside each value lets the key change: values
// open with whichever key they name, `npm run secrets:rotate` seals them again under the current.

/** What a sealed value is for: bound to it (GCM's additional data), so none opens as another. */
export type SecretKind = 'totp' | 'bank-webhook';

export interface SealingKey {
  id: string;
  key: Buffer;
}

/** The key made in DATA_DIR when SECRETS_KEY is unset; its id, which SECRETS_KEY may not use. */
export const SECRETS_KEY_FILE = 'secrets.key';
export const FILE_KEY_ID = 'file';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^v1\.([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;

export class SecretBox {
  private readonly byId: ReadonlyMap<string, Buffer>;

  /** `keys[0]` seals; every one of them opens what names it. */
  constructor(private readonly keys: readonly SealingKey[]) {
    if (keys.length === 0) throw new Error('a secret box needs a key');
    this.byId = new Map(keys.map(({ id, key }) => [id, key]));
  }

  get currentKeyId(): string {
    return this.keys[0]!.id;
  }

  seal(kind: SecretKind, plain: string): string {
    const { id, key } = this.keys[0]!;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(kind));
    const sealed = Buffer.concat([
      cipher.update(plain, 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return `${VERSION}.${id}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  /** The plain secret; throws on a value not sealed, sealed for another kind, or altered. */
  open(kind: SecretKind, value: string): string {
    const [, id, iv, body] = SEALED.exec(value) ?? [];
    if (!id || !iv || !body) throw new Error(`a ${kind} secret is not sealed`);
    const key = this.byId.get(id);
    if (!key)
      throw new Error(`a ${kind} secret is sealed with key "${id}", which is not configured`);
    const sealed = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(kind));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** The id of the key a value is sealed with; undefined for a value stored before sealing. */
export const sealingKeyIdOf = (value: string): string | undefined => SEALED.exec(value)?.[1];

/**
 * SECRETS_KEY's keys (the first seals), and the key file of DATA_DIR if there is one, so that
 * what was sealed before SECRETS_KEY was set still opens until it is rotated. Unset, the key
 * file alone, made once as the privacy hash key is.
 */
export function secretBoxFor(configured: readonly SealingKey[] | undefined, dataDir: string) {
  if (!configured?.length) {
    return new SecretBox([{ id: FILE_KEY_ID, key: keyFromFile(dataDir, SECRETS_KEY_FILE) }]);
  }
  const fileKey = readKeyFile(path.join(dataDir, SECRETS_KEY_FILE));
  return new SecretBox([...configured, ...(fileKey ? [{ id: FILE_KEY_ID, key: fileKey }] : [])]);
}

/**
 * SECRETS_KEY: `id:key` pairs separated by commas, each key 32 bytes in base64 (`openssl rand
 * -base64 32`), the first the current one. Answers the keys, or why the value is not that.
 */
export function parseSecretsKeys(value: string): SealingKey[] | string {
  const keys: SealingKey[] = [];
  // The messages name key ids and places, never a key: they are printed at start.
  for (const [index, entry] of value.split(',').entries()) {
    const [id, key, ...rest] = entry.trim().split(':');
    if (!id || key === undefined || rest.length > 0) return `entry ${index + 1} is not id:key`;
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) return `key id "${id}": 1-32 letters, digits, _ or -`;
    if (id === FILE_KEY_ID) return `key id "${FILE_KEY_ID}" is the key file's`;
    if (keys.some((known) => known.id === id)) return `key id "${id}" is given twice`;
    const bytes = Buffer.from(key, 'base64');
    if (!/^[A-Za-z0-9+/]{43}=$/.test(key) || bytes.length !== 32) {
      return `key "${id}" must be 32 bytes in base64 (openssl rand -base64 32)`;
    }
    keys.push({ id, key: bytes });
  }
  return keys;
}
