// The console's two cookies (its session, and the device cookie of decision 0032), read and
// written by hand: a whole cookie library for two names would add more than it saves.

/** The value of cookie `name` in a Cookie header; undefined when absent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. Omitted: a session cookie, gone when the browser closes. */
  maxAge?: number;
  /** The paths it is sent to; `/` when omitted. */
  path?: string;
}

/**
 * A Set-Cookie value that only this origin's pages over HTTPS (or localhost) can send back, never
 * read by scripts nor sent by another site's request. `value` must be a cookie-safe token.
 */
export function strictCookie(name: string, value: string, options: CookieOptions = {}): string {
  const path = options.path ?? '/';
  const parts = [`${name}=${value}`, `Path=${path}`, 'HttpOnly', 'Secure', 'SameSite=Strict'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  return parts.join('; ');
}
