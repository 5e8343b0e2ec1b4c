import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, strictCookie } from '../../lib/cookies.ts';
import {
  deviceCookieValue,
  trustedDevice,
  type TrustedDevice,
} from '../../services/console/device-cookies.ts';

/**
 * The device cookie (decision 0032): `__Secure-` (the browser keeps it only if it is Secure),
 * sent only to the console's API, kept for a year. Secure always, like the session cookie: the
 * console signs in only over HTTPS or on localhost, where browsers accept Secure cookies.
 */
export const DEVICE_COOKIE = '__Secure-mizan-console-device';
const DEVICE_COOKIE_PATH = '/api/console';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The trusted device the request's cookie names; undefined without one, or a forged one. */
export const deviceOf = (
  app: FastifyInstance,
  request: FastifyRequest,
): TrustedDevice | undefined =>
  trustedDevice(app.consoleDeviceKey, readCookie(request.headers.cookie, DEVICE_COOKIE));

/** Gives the browser a new device cookie naming the operator who has just signed in with it. */
export const setDeviceCookie = (app: FastifyInstance, reply: FastifyReply, operatorId: string) =>
  reply.header(
    'set-cookie',
    strictCookie(DEVICE_COOKIE, deviceCookieValue(app.consoleDeviceKey, operatorId), {
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    }),
  );
