// Logs never carry a visitor's email, phone or name (DESIGN.md, security). Structured log
// fields avoid them by construction; this catches free text such as driver error messages,
// which can quote the values of a failed query.

export const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-zA-Z]{2,}/g;
const PHONE = /\+?\d[\d\s-]{6,}\d/g;
/** drizzle's "Failed query: ... params: a,b,c" quotes every value. */
const QUERY_PARAMS = /params:[\s\S]*$/;

export function scrubPersonalData(text: string): string {
  return text
    .replace(QUERY_PARAMS, 'params: [redacted]')
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[number]');
}
