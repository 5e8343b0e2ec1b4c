import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url (43 characters): session ids, set-up tokens, CSRF tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What is stored instead of a token: its sha256, hex. A token has 256 bits, so no salt. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether two secrets are equal, in a time that says nothing about where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  // Hashing first makes the lengths equal, which timingSafeEqual requires.
  return timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );
}
