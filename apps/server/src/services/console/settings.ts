/** What the console's services are given from the configuration (config.ts reads it). */
export interface ConsoleSettings {
  /** The site's address from outside, without a trailing slash: set-up links start with it. */
  publicUrl: string;
  /** A session ends after this many seconds without a request... */
  sessionIdleS: number;
  /** ...and this many seconds after sign-in, whatever happens. */
  sessionMaxS: number;
  /** argon2id's cost: memory in KiB, passes over it (one lane). */
  argon2: { memoryKib: number; passes: number };
}

export const DEFAULT_CONSOLE_SETTINGS: ConsoleSettings = {
  publicUrl: 'http://localhost:3000',
  sessionIdleS: 30 * 60,
  sessionMaxS: 12 * 60 * 60,
  argon2: { memoryKib: 65_536, passes: 8 },
};
