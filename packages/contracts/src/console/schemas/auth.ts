import { z } from 'zod';
import { OPERATOR_ROLES } from '../roles.ts';
import { EmailSchema } from './common.ts';

export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);

/** A set-up token: 256 random bits, base64url (43 characters). */
export const SetUpTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .describe('The token of the set-up link');

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** The length only; whether it is too common is the server's check (it holds the word lists). */
export const NewPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx). */
export const AuthenticationCodeSchema = z.string().trim().min(6).max(32);

export const SetUpRequestSchema = z.object({
  token: SetUpTokenSchema,
  password: NewPasswordSchema,
});
export const SetUpAnswerSchema = z.object({
  totp: z.object({
    /** The authenticator's key in base32, to type in by hand. */
    secret: z.string(),
    /** `otpauth://totp/...`, for the QR code. */
    uri: z.string().startsWith('otpauth://totp/'),
  }),
});

export const ConfirmSetUpRequestSchema = z.object({
  token: SetUpTokenSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const ConfirmSetUpAnswerSchema = z.object({
  /** Ten single-use codes, shown this once. */
  recoveryCodes: z.array(z.string()).length(10),
});

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  code: AuthenticationCodeSchema,
});

/** A signed-in operator's own password change: the current password and a code prove it is them. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
  code: AuthenticationCodeSchema,
});

export const SignedInOperatorSchema = z.object({
  email: z.string(),
  role: OperatorRoleSchema,
});

/** What sign-in and `me` answer: the token state-changing calls send in X-CSRF-Token. */
export const SessionAnswerSchema = z.object({
  csrfToken: z.string(),
  operator: SignedInOperatorSchema,
});
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

/**
 * A console read sent by polling, not by the operator (the deliveries page every 10 s), carries
 * `X-Console-Activity: background`: it is answered as usual but does not count as use of the
 * session, so an unattended console still reaches its idle time-out. Without the header a request
 * is the operator's own. Ignored on changes, which are always the operator's.
 */
export const CONSOLE_ACTIVITY_HEADER = 'x-console-activity';
export const BACKGROUND_ACTIVITY = 'background';
