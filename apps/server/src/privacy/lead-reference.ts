import { createCipheriv, createDecipheriv, hkdfSync } from 'node:crypto';
import { LEAD_REFERENCE_PATTERN } from '@mizan/contracts/console';

// What a role without personal-data rights sees instead of an application id (decision 0031).
// The id is a key to the applicant on the public API, so such roles get a reference: the id's
// 16 bytes through AES-256 once (one block: a keyed permutation, no padding, no IV), keyed from
// the privacy hash key. The same application has the same reference on every list, so lists
// can still be compared; without the key a reference cannot be turned back into the id, and with
// it the console can, where a colleague who may see personal data is handed one.

const PREFIX = 'ref_';
const UUID_HEX = /^[0-9a-f]{32}$/;
/** RFC 9562: a version from 1 to 8 and the variant bits 10; most forged references fail it. */
const RFC_UUID = /^[0-9a-f]{12}[1-8][0-9a-f]{3}[89ab][0-9a-f]{15}$/;

export interface LeadReferences {
  /** The reference of an application id. */
  of(applicationId: string): string;
  /** The application id a reference stands for; undefined for anything that is not one. */
  resolve(reference: string): string | undefined;
}

/** References keyed from the privacy hash key, under a name of their own. */
export function leadReferences(privacyKey: Buffer): LeadReferences {
  const key = Buffer.from(hkdfSync('sha256', privacyKey, '', 'mizan lead reference v1', 32));
  const once = (cipher: ReturnType<typeof createCipheriv>, block: Buffer) => {
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(block), cipher.final()]);
  };
  return {
    of(applicationId) {
      const hex = applicationId.replaceAll('-', '').toLowerCase();
      if (!UUID_HEX.test(hex)) throw new TypeError('not an application id');
      const block = once(createCipheriv('aes-256-ecb', key, null), Buffer.from(hex, 'hex'));
      return PREFIX + block.toString('base64url');
    },
    resolve(reference) {
      if (!LEAD_REFERENCE_PATTERN.test(reference)) return undefined;
      const block = Buffer.from(reference.slice(PREFIX.length), 'base64url');
      if (block.length !== 16) return undefined;
      const hex = once(createDecipheriv('aes-256-ecb', key, null), block).toString('hex');
      if (!RFC_UUID.test(hex)) return undefined;
      return [0, 8, 12, 16, 20].map((at, i, all) => hex.slice(at, all[i + 1])).join('-');
    },
  };
}
