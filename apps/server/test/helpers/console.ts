// Helpers for the console's tests: operators made straight in the database (or through set-up),
// calls with a session's cookie and CSRF token.
import type { LightMyRequestResponse } from 'fastify';
import type { OperatorRole } from '@mizan/contracts/console';
import type { App } from '../../src/app.ts';
import { operators } from '../../src/db/schema/console.ts';
import { startSession } from '../../src/services/console/sessions.ts';
import { SESSION_COOKIE } from '../../src/routes/console/session-cookie.ts';
import { currentCode } from '../../src/services/console/totp.ts';
import { runUserCommand } from '../../src/services/console/user-command.ts';

export interface TestSession {
  operatorId: string;
  email: string;
  role: OperatorRole;
  cookieId: string;
  csrfToken: string;
}

let counter = 0;

/** An operator of `role` with a live session, made without signing in (fast, for access tests). */
export async function sessionFor(
  app: App,
  role: OperatorRole,
  email = `${role}-${++counter}-${Date.now()}@mizan.example`,
): Promise<TestSession> {
  const [operator] = await app.db
    .insert(operators)
    .values({ email, role, passwordHash: null })
    .returning({ id: operators.id });
  const { cookieId, csrfToken } = await startSession(app.db, operator!.id);
  return { operatorId: operator!.id, email, role, cookieId, csrfToken };
}

export interface ConsoleCallOptions {
  session?: Pick<TestSession, 'cookieId' | 'csrfToken'> | undefined;
  /** false: leave the CSRF token out; a string: send that one instead. */
  csrf?: boolean | string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** A console call, with the session's cookie and (on a change) its CSRF token. */
export function consoleCall(
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  options: ConsoleCallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.session) headers.cookie = `${SESSION_COOKIE}=${options.session.cookieId}`;
  if (options.session && options.csrf !== false && method !== 'GET') {
    headers['x-csrf-token'] =
      typeof options.csrf === 'string' ? options.csrf : options.session.csrfToken;
  }
  if (options.payload !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method,
    url,
    headers,
    ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
  });
}

/** The session id a sign-in's Set-Cookie carries. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return header?.slice(SESSION_COOKIE.length + 1).split(';')[0] || undefined;
}

/** Cheap argon2id for tests: sign-ins by the dozen must stay fast. */
export const FAST_CONSOLE = { argon2: { memoryKib: 1024, passes: 1 } } as const;

export const STRONG_PASSWORD = 'Velvet harbour lanterns 42 drift';

/** The token of a set-up link. */
export const tokenOf = (setupUrl: string) => new URL(setupUrl).searchParams.get('token')!;

/** A code of the authenticator `steps` 30-second steps from now (ahead: not yet used). */
export const codeAhead = (secret: string, steps = 1) =>
  currentCode(secret, Date.now() + steps * 30_000);

export interface SetUpOperator {
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

/** Set-up through the API from a link: password, then the authenticator's current code. */
export async function completeSetUp(
  app: App,
  setupUrl: string,
  email: string,
  password = STRONG_PASSWORD,
): Promise<SetUpOperator> {
  const token = tokenOf(setupUrl);
  const setUp = await consoleCall(app, 'POST', '/api/console/setup', {
    payload: { token, password },
  });
  if (setUp.statusCode !== 200) throw new Error(`set-up: ${setUp.body}`);
  const { secret } = setUp.json().totp;
  const confirmed = await consoleCall(app, 'POST', '/api/console/setup/confirm', {
    payload: { token, code: currentCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  return { email, password, secret, recoveryCodes: confirmed.json().recoveryCodes };
}

/** A new operator set up through the API and the command's service. */
export async function setUpOperator(app: App, role: OperatorRole, email: string) {
  const result = await runUserCommand(app.db, ['add', email, role], 'https://mizan.example');
  const setupUrl = result.output.split('\n').at(-1)!;
  return completeSetUp(app, setupUrl, email);
}

/** Signs in; answers the response. */
export const signIn = (app: App, body: { email: string; password: string; code: string }) =>
  consoleCall(app, 'POST', '/api/console/sessions', { payload: body });
