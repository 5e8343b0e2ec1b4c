import type { FastifyReply } from 'fastify';
import { strictCookie } from '../../lib/cookies.ts';

/**
 * The session cookie. `__Host-`: the browser keeps it only if it is Secure, has Path=/ and no
 * Domain, so no subdomain can set or overwrite it.
 */
export const SESSION_COOKIE = '__Host-mizan-console';

/** Gives the browser the new session's id (a session cookie: the server times it out). */
export const setSessionCookie = (reply: FastifyReply, cookieId: string) =>
  reply.header('set-cookie', strictCookie(SESSION_COOKIE, cookieId));

/** Makes the browser forget the session's id. */
export const clearSessionCookie = (reply: FastifyReply) =>
  reply.header('set-cookie', strictCookie(SESSION_COOKIE, '', { maxAge: 0 }));
