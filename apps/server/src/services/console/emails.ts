/** An operator's email as stored and compared: trimmed, lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
