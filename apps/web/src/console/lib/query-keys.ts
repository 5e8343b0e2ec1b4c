/** The families of the console's cached answers: a list and its filters share their family. */
export type ConsoleQueryFamily =
  | 'session'
  | 'applications'
  | 'application'
  | 'support-requests'
  | 'support-request'
  | 'data-requests'
  | 'operators'
  | 'audit'
  | 'banks'
  | 'deliveries'
  | 'bonuses'
  | 'funnel'
  | 'retention-runs'
  | 'catalogue';

/**
 * A console query's key: 'console', its family, then every argument its answer depends on. Built
 * here only, like the public side's apiQueryKey, so that a change invalidates a whole family by
 * its key (every page and filter of a list) and no two screens spell one family two ways.
 */
export const consoleQueryKey = <
  const F extends ConsoleQueryFamily,
  const TArgs extends readonly unknown[],
>(
  family: F,
  ...args: TArgs
) => ['console', family, ...args] as const;
