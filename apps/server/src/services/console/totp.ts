import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const PERIOD_S = 30;
const ISSUER = 'Mizan console';

const totpOf = (secret: string, email = '') =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new authenticator key (160 bits, RFC 4226's size), in base32 and as an otpauth:// URI. */
export function newAuthenticator(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, email).toString() };
}

/** The current code of a key (tests and the command's self-check). */
export const currentCode = (secret: string, at = Date.now()) =>
  totpOf(secret).generate({ timestamp: at });

/**
 * The 30-second step whose code `code` is, allowing one step either side for clocks that drift;
 * undefined when it is none of them, or when that step is not after `lastStep` (each code is
 * accepted once: a code seen in transit cannot be replayed).
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  at = Date.now(),
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(at / 1000 / PERIOD_S) + delta;
  if (lastStep !== null && step <= lastStep) return undefined;
  return step;
}
