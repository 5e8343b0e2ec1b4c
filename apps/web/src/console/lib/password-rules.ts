import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mizan/contracts/console';

/** What a new password must be, shown at set-up and when an operator changes theirs. */
export const PASSWORD_RULES = [
  `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
  'Not a common password, nor one easy to guess (a long phrase of unrelated words is best).',
  'Only for this console: not used anywhere else.',
];

/** The server found the new password too easy to guess. */
export const WEAK_PASSWORD = 'This password is too common or too easy to guess. Choose another.';

/** The length rule, as a field's error. */
export const PASSWORD_LENGTH = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;
