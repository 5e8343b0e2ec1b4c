import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { ConsoleSettings } from './settings.ts';

type Cost = ConsoleSettings['argon2'];

/** Algorithm.Argon2id: the library's enum is a const enum, which our module syntax cannot read. */
const ARGON2ID = 2 as Algorithm.Argon2id;

/** argon2id with the configured cost, one lane (the server serves many sign-ins at once). */
export const hashPassword = (password: string, cost: Cost) =>
  hash(password, {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryKib,
    timeCost: cost.passes,
    parallelism: 1,
  });

const dummyHashes = new Map<string, Promise<string>>();

/**
 * A hash of no one's password at the configured cost: a sign-in with an unknown email is checked
 * against it, so it takes as long as one with a known email and tells nobody which it was.
 */
function dummyHash(cost: Cost) {
  const key = `${cost.memoryKib}:${cost.passes}`;
  let made = dummyHashes.get(key);
  if (!made) {
    made = hashPassword('no one has this password', cost);
    dummyHashes.set(key, made);
  }
  return made;
}

/** Whether `password` is the one `stored` hashes; with no hash, spends the same time and says no. */
export async function checkPassword(
  stored: string | null | undefined,
  password: string,
  cost: Cost,
): Promise<boolean> {
  if (!stored) {
    await verify(await dummyHash(cost), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

// zxcvbn with its common passwords, names and keyboard patterns (language-common): a password
// scoring under 3 falls to an online attack of about 10^8 guesses or fewer.
const strength = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
const MIN_SCORE = 3;

/** Words of this place an attacker would try first (ASVS 6.2.11). */
const CONTEXT_WORDS = ['mizan', 'console', 'operator', 'admin', 'editor', 'support', 'analyst'];

const CONTEXT_PATTERN = new RegExp(CONTEXT_WORDS.join('|'), 'gi');

/**
 * Whether the password is too easy to guess, also given this site and the operator's email: it
 * must stay strong with this site's words taken out ("MizanConsole2026" is only "2026" then).
 */
export function isWeakPassword(password: string, email: string): boolean {
  const userInputs = [...CONTEXT_WORDS, email, ...email.split(/[@.+_-]/)];
  const withoutContext = password.replace(CONTEXT_PATTERN, '');
  return [password, withoutContext].some(
    (candidate) => strength.check(candidate, userInputs).score < MIN_SCORE,
  );
}
