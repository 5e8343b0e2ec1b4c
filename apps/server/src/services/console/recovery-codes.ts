import { randomInt } from 'node:crypto';
import { tokenHash } from './secrets.ts';

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: a code is read off paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * One code, `XXXX-XXXX-XXXX-XXXX`: 16 characters of 31, about 79 bits, so that its stored
 * sha256 cannot be reversed by trying every code.
 */
function recoveryCode(): string {
  const characters = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);

/** How a code is stored and looked up: typed in any case, with or without its dash. */
export const recoveryCodeHash = (code: string) =>
  tokenHash(code.toUpperCase().replace(/[\s-]/g, ''));

/** Whether what was typed looks like a recovery code rather than an authenticator's. */
export const looksLikeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').length === 16;
