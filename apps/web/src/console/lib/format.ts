const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A moment as operators read it everywhere in the console: in UTC, said so. */
export const formatDateTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

/** The text of a failed call for the page: the problem's own words, or what to do. */
export function failureText(error: unknown): string {
  const candidate = error as { status?: number; problem?: { detail?: string } } | null;
  if (candidate?.status === undefined)
    return 'The console could not reach the server. Check the connection and try again.';
  if (candidate.status === 403) return 'Your role does not allow this.';
  if (candidate.status === 404)
    return 'Not found: this record does not exist, or the server does not offer it yet.';
  return candidate.problem?.detail ?? 'Something went wrong. Try again.';
}

/** The console's names of the two countries. */
export const COUNTRY_NAMES: Record<string, string> = {
  AE: 'United Arab Emirates',
  SA: 'Saudi Arabia',
};
