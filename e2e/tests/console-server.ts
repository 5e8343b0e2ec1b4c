// A server of the console journey's own. The operator command (`npm run console:user -- add`)
// opens the embedded database, which serves one process at a time, so it cannot run against the
// suite's shared server: each worker gets a fresh data dir, runs the command for an admin, a
// support operator and a catalogue editor there, then starts the real server on it on a free port, and fills it with
// applications and a support request through the public API, as visitors would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import { e2eServerEnv } from '../server-env.ts';
import { freePort } from '../../apps/server/test/helpers/free-port.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What the server, the command and the seeding share: the embedded database, nothing else. */
const serverEnv = (dataDir: string, port: number) => ({
  ...process.env,
  ...e2eServerEnv(port, dataDir),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});

/** Runs the operator command; answers the set-up link it printed. */
async function addOperator(env: NodeJS.ProcessEnv, email: string, role: string): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/console-user.ts', 'add', email, role],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const link = /^(http:\/\/127\.0\.0\.1:\d+\/console\/setup\?token=[\w-]{43})$/m.exec(out)?.[1];
  if (code !== 0 || !out.includes(`Added ${email} as ${role}.`) || !link) {
    throw new Error(`console:user add ${email} ${role} exited ${code}:\n${out}`);
  }
  return link;
}

/** Starts the server and waits until it answers its health check. */
async function startServer(env: NodeJS.ProcessEnv, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}:\n${errors}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not answer within 60 s:\n${errors}`);
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(late);
}

// ---------------------------------------------------------------------------------------------
// Visitors, through the public API as the wizard calls it.

type Country = 'ae' | 'sa';
// Answers are read loosely: each use says what it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let visitor = 0;

function publicApi(url: string, country: Country) {
  // Each visitor from its own private address: the per-address write limits apply per visitor.
  visitor += 1;
  const ip = `10.77.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
  return async (method: 'GET' | 'POST' | 'PUT', route: string, body?: unknown): Promise<Json> => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: {
        'x-country-key': country.toUpperCase(),
        'x-forwarded-for': ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return JSON.parse(text);
  };
}

/** The answers that pass every rule (as wizard-helpers' answerEligibly picks them). */
const BEST =
  /^(AED|SAR) 30,000 or more$|^Salaried, government|national$|^30 to 45$|^None$|^No preference$/;

export interface Applicant {
  fullName: string;
  email: string;
  mobileNumber: string;
}

export interface SeededApplication {
  id: string;
  applicant: Applicant;
  /** The product chosen (submitted applications). */
  productName?: string;
  /** Each question with the answer given. */
  answers: { question: string; answer: string }[];
}

async function startApplication(
  url: string,
  country: Country,
  type: 'Card' | 'Loan',
  applicant: Applicant,
) {
  const call = publicApi(url, country);
  const { customerId, promoCode } = await call('POST', '/api/customer-profiles/public', {
    name: applicant.fullName,
    email: applicant.email,
    mobileNumber: applicant.mobileNumber,
    promoCode: '',
  });
  const locationId = Number(String(promoCode).split('-')[1]);
  const { applicationId } = await call('POST', '/api/applications/public', {
    customer: { customerId },
    location: { locationId },
    applicationType: type,
    status: 'Created',
  });
  return { call, customerId, locationId, applicationId: applicationId as string };
}

/** A whole application: personal details, the best answers, a product chosen, submitted. */
async function submitApplication(
  url: string,
  country: Country,
  type: 'Card' | 'Loan',
  applicant: Applicant,
): Promise<SeededApplication> {
  const { call, customerId, locationId, applicationId } = await startApplication(
    url,
    country,
    type,
    applicant,
  );
  const questions: Json[] = await call('GET', `/api/questions/public?productType=${type}`);
  const answers = questions.map((question) => {
    // Else the last that is no hard stop: the highest band (the Saudi loan's salary bands).
    const option =
      question.options.find((o: Json) => BEST.test(o.optionText)) ??
      question.options.filter((o: Json) => !o.hardStop).at(-1);
    if (!option) throw new Error(`no eligible answer to ${question.question}`);
    return { question: question.question as string, option };
  });
  await call(
    'POST',
    '/api/screenings/public/bulk',
    answers.map(({ question, option }) => ({
      questionId: questions.find((q) => q.question === question).questionId,
      applicationId,
      response: option.optionId,
      screeningId: null,
    })),
  );

  let product: Json;
  if (type === 'Loan') {
    const offers: Json[] = await call('GET', `/api/recommendations/public/loan/${applicationId}`);
    product = offers[0];
    await call(
      'POST',
      `/api/product-recommendations/public/${applicationId}`,
      offers.map((offer) => ({ applicationId, productId: offer.productId })),
    );
  } else {
    const groups: Json[] = await call('GET', '/api/productFeatures/public');
    const ids: number[] = ['cashback', 'travel', 'fee'].map(
      (word) =>
        groups.find((g) => g.featureName.toLowerCase().includes(word)).subFeatures[0].featureId,
    );
    await call('POST', '/api/recommendations/public', {
      applicationId,
      preferences: ids.map((featureId, index) => ({ featureId, priority: index + 1 })),
    });
    const page = await call(
      'GET',
      `/api/recommendations/public/${applicationId}/filter?page=0&size=10&preferences=${ids.join(',')}`,
    );
    product = page.content[0];
    await call(
      'POST',
      `/api/selected-features/public/${applicationId}`,
      ids.map((featureId) => ({ applicationId, featureId })),
    );
    await call(
      'POST',
      `/api/product-recommendations/public/${applicationId}`,
      page.content.map((card: Json) => ({ applicationId, productId: card.productId })),
    );
  }
  if (!product) throw new Error(`no ${type} for ${applicant.fullName}`);
  const submitted = await call('PUT', '/api/applications/public', {
    applicationId,
    customer: { customerId },
    location: { locationId },
    product: { productId: product.productId },
    applicationType: type,
    clientRiskProfile: null,
    status: 'Submitted',
  });
  if (submitted.status !== 'Submitted')
    throw new Error(`not submitted: ${JSON.stringify(submitted)}`);
  return {
    id: applicationId,
    applicant,
    productName: submitted.product.productName,
    answers: answers.map(({ question, option }) => ({ question, answer: option.optionText })),
  };
}

export interface Seeded {
  /** A UAE card application, submitted with a card chosen. */
  card: SeededApplication;
  /** A Saudi loan application, submitted with an offer chosen. */
  loan: SeededApplication;
  /** A UAE application left at Created (personal details only). */
  created: SeededApplication;
  support: { fullName: string; email: string; message: string };
}

async function seed(url: string): Promise<Seeded> {
  const [card, loan, started] = await Promise.all([
    submitApplication(url, 'ae', 'Card', {
      fullName: 'Layla Haddad',
      email: 'layla.haddad@example.com',
      mobileNumber: '+971501234567',
    }),
    submitApplication(url, 'sa', 'Loan', {
      fullName: 'Omar Saleh',
      email: 'omar.saleh@example.com',
      mobileNumber: '+966551234567',
    }),
    startApplication(url, 'ae', 'Loan', {
      fullName: 'Huda Karim',
      email: 'huda.karim@example.com',
      mobileNumber: '+971509876543',
    }),
  ]);
  const support = {
    fullName: 'Noor Aziz',
    email: 'noor.aziz@example.com',
    message: 'My card has not arrived after three weeks. Could you check with the bank?',
  };
  await publicApi(url, 'ae')('POST', '/api/support-requests/public', {
    ...support,
    agreeToTerms: true,
  });
  return {
    card,
    loan,
    created: {
      id: started.applicationId,
      applicant: {
        fullName: 'Huda Karim',
        email: 'huda.karim@example.com',
        mobileNumber: '+971509876543',
      },
      answers: [],
    },
    support,
  };
}

// ---------------------------------------------------------------------------------------------

export const ADMIN_EMAIL = 'amira.admin@mizan.example';
export const SUPPORT_EMAIL = 'sami.support@mizan.example';
export const EDITOR_EMAIL = 'edna.editor@mizan.example';
/** The password the journeys' operators choose at set-up. */
export const OPERATOR_PASSWORD = 'harbour lantern quietly folds 73 walnuts';

/** The code an authenticator app would show now for the key. */
export const totpCode = (base32: string) =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(base32),
  }).generate();

export interface ConsoleServer {
  url: string;
  /** The server's DATA_DIR: its mail is written to `mail/` there as .eml files (no SMTP). */
  dataDir: string;
  /** The set-up links the command printed. */
  adminLink: string;
  supportLink: string;
  editorLink: string;
  seeded: Seeded;
}

/** Starts a server of its own (see the top of the file); `use` runs while it is up. */
export async function withConsoleServer(use: (server: ConsoleServer) => Promise<void>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mizan-e2e-console-'));
  const port = await freePort();
  const env = serverEnv(dataDir, port);
  const url = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    const adminLink = await addOperator(env, ADMIN_EMAIL, 'admin');
    const supportLink = await addOperator(env, SUPPORT_EMAIL, 'support');
    const editorLink = await addOperator(env, EDITOR_EMAIL, 'editor');
    server = await startServer(env, url);
    const seeded = await seed(url);
    await use({ url, dataDir, adminLink, supportLink, editorLink, seeded });
  } finally {
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}
