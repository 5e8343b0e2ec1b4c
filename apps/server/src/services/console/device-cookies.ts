import { createHmac } from 'node:crypto';
import { randomToken, sameSecret } from './secrets.ts';

// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; decision
// 0032): a browser that has signed in as an operator holds a cookie naming that operator and a
// random nonce, signed with a server key. A sign-in attempt for that operator's email with it is
// counted against the nonce alone, so strangers' failures, counted against the email, never lock
// that browser out, while its own failures still lock it. The key is CONSOLE_DEVICE_KEY, or,
// unset, one kept in DATA_DIR (lib/kept-key.ts).

export const CONSOLE_DEVICE_KEY_FILE = 'console-device.key';

/** What a device cookie names: the operator who signed in with that browser, and its nonce. */
export interface TrustedDevice {
  operatorId: string;
  nonce: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** A new device cookie's value for the operator: `<operator id>.<nonce>.<HMAC of both>`. */
export function deviceCookieValue(key: Buffer, operatorId: string): string {
  const payload = `${operatorId}.${randomToken()}`;
  return `${payload}.${signature(key, payload)}`;
}

/** The device a cookie's value names; undefined unless our key signed it exactly as it is. */
export function trustedDevice(key: Buffer, value: string | undefined): TrustedDevice | undefined {
  const [operatorId, nonce, signed, ...rest] = value?.split('.') ?? [];
  if (!operatorId || !nonce || !signed || rest.length > 0 || !UUID.test(operatorId)) {
    return undefined;
  }
  return sameSecret(signed, signature(key, `${operatorId}.${nonce}`))
    ? { operatorId, nonce }
    : undefined;
}

/**
 * The nonce an attempt for `operatorId` is counted against: the device's when it is that
 * operator's trusted device, else undefined (an untrusted client, counted against the email).
 */
export const deviceNonceFor = (
  device: TrustedDevice | undefined,
  operatorId: string | undefined,
) =>
  device && operatorId !== undefined && device.operatorId === operatorId ? device.nonce : undefined;
