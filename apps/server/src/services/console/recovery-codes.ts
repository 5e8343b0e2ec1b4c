import { randomInt } from 'node:crypto';
import { tokenHash } from './secrets.ts';

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: a code is read off paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Characters in a code: 24 of 31, about 119 bits (ASVS asks 112 for a secret kept as a plain hash). */
const CODE_LENGTH = 24;

/**
 * One code, `XXXX-XXXX-XXXX-XXXX-XXXX-XXXX`: long enough that its stored sha256 cannot be
 * reversed by trying every code.
 */
function recoveryCode(): string {
  const characters = Array.from(
    { length: CODE_LENGTH },
    () => ALPHABET[randomInt(ALPHABET.length)],
  );
  const groups = Array.from({ length: CODE_LENGTH / 4 }, (_, group) =>
    characters.slice(group * 4, group * 4 + 4).join(''),
  );
  return groups.join('-');
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);

/** How a code is stored and looked up: typed in any case, with or without its dash. */
export const recoveryCodeHash = (code: string) =>
  tokenHash(code.toUpperCase().replace(/[\s-]/g, ''));

/** Whether what was typed looks like a recovery code rather than an authenticator's. */
export const looksLikeRecoveryCode = (code: string) =>
  code.replace(/[\s-]/g, '').length === CODE_LENGTH;
