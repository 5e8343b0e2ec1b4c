import { ApiError } from './api-client.ts';

// The pages an emailed link opens (a withdrawal, a data request's confirmation) read the same
// kind of token and fail the same ways.

/** The token as the email writes it: 256 random bits, 43 characters of base64url. */
export const isWellFormedToken = (token: string | null): token is string =>
  token !== null && /^[A-Za-z0-9_-]{43}$/.test(token);

/** How a call with the link's token failed, as the page words it. */
export function linkFailureOf(error: unknown): 'invalid' | 'expired' | 'unavailable' {
  if (error instanceof ApiError && error.status !== undefined) {
    if (error.status === 410) return 'expired';
    if (error.status === 404 || error.status === 400) return 'invalid';
  }
  return 'unavailable';
}
