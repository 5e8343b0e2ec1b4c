import { fieldPath } from '@mizan/contracts';
import { localizedBy } from '../../texts/localized.ts';
import { invalidFields, Problem } from '../../lib/problem.ts';
import { waitText } from '../../lib/wait-text.ts';
import { localize, t, type TextKey } from '../../texts/index.ts';

// The console's refusals, worded from the catalogues (texts/en.ts, problems.console).

export const notSignedIn = () =>
  new Problem(
    401,
    localize('problems.console.notSignedIn.title'),
    localize('problems.console.notSignedIn.detail'),
  );

export const forbidden = () =>
  new Problem(
    403,
    localize('problems.console.forbidden.title'),
    localize('problems.console.forbidden.detail'),
  );

export const csrfRefused = () =>
  new Problem(
    403,
    localize('problems.console.csrf.title'),
    localize('problems.console.csrf.detail'),
  );

/** Every failed sign-in, whatever failed: it tells nobody whether the email exists. */
export const signInFailed = () =>
  new Problem(
    401,
    localize('problems.console.signInFailed.title'),
    localize('problems.console.signInFailed.detail'),
  );

export const invalidSetUpLink = () =>
  new Problem(
    400,
    localize('problems.console.setUpLink.invalid.title'),
    localize('problems.console.setUpLink.invalid.detail'),
    [
      {
        field: fieldPath('body', ['token']),
        message: localize('problems.console.setUpLink.invalid.detail'),
      },
    ],
  );

export const spentSetUpLink = () =>
  new Problem(
    410,
    localize('problems.console.setUpLink.spent.title'),
    localize('problems.console.setUpLink.spent.detail'),
  );

export const passwordNotSetYet = () =>
  new Problem(
    400,
    localize('problems.console.setUpLink.notYet.title'),
    localize('problems.console.setUpLink.notYet.detail'),
  );

/** A field-level 400, like a schema's refusal, worded from the texts by their keys. */
const fieldRefusal = (field: string, title: TextKey, message: TextKey) =>
  invalidFields(localize(title), [{ field, message: localize(message) }], 400);

/** Too many failed sign-ins for an email: try again in `retryAfterS` seconds. */
export class LockedOut extends Problem {
  constructor(readonly retryAfterS: number) {
    super(
      429,
      localize('problems.console.lockedOut.title'),
      localizedBy((language) =>
        t(language, 'problems.console.lockedOut.detail', {
          wait: waitText(retryAfterS * 1000, language),
        }),
      ),
    );
  }
}

export const lockedOut = (retryAfterS: number) => new LockedOut(retryAfterS);

export const weakPassword = (field = 'password') =>
  fieldRefusal(
    fieldPath('body', [field]),
    'problems.console.weakPassword.title',
    'problems.console.weakPassword.field',
  );

export const wrongCode = () =>
  fieldRefusal(
    fieldPath('body', ['code']),
    'problems.console.wrongCode.title',
    'problems.console.wrongCode.field',
  );

/** The current password or the code given to change the password is wrong (counted as a failure). */
export const wrongCurrentPassword = () =>
  fieldRefusal(
    fieldPath('body', ['currentPassword']),
    'problems.console.wrongCurrentPassword.title',
    'problems.console.wrongCurrentPassword.field',
  );

export const operatorExists = () =>
  new Problem(
    409,
    localize('problems.console.operatorExists.title'),
    localize('problems.console.operatorExists.detail'),
  );

export const noImageSent = () =>
  new Problem(
    400,
    localize('problems.console.image.missing.title'),
    localize('problems.console.image.missing.detail'),
    [
      {
        field: fieldPath('body', ['file']),
        message: localize('problems.console.image.missing.detail'),
      },
    ],
  );

export const unsupportedImage = () =>
  new Problem(
    415,
    localize('problems.console.image.type.title'),
    localize('problems.console.image.type.detail'),
  );

export const imageTooLarge = (bytes: number) =>
  new Problem(
    413,
    localize('problems.console.image.tooLarge.title'),
    localize('problems.console.image.tooLarge.detail', { megabytes: bytes / 1_048_576 }),
  );

export const imageTooBig = (pixels: number, width: number, height: number) =>
  new Problem(
    400,
    localize('problems.console.image.dimensions.title'),
    localize('problems.console.image.dimensions.detail', { pixels, width, height }),
    [
      {
        field: fieldPath('body', ['file']),
        message: localize('problems.console.image.dimensions.detail', { pixels, width, height }),
      },
    ],
  );

export const lastAdmin = () =>
  new Problem(
    409,
    localize('problems.console.lastAdmin.title'),
    localize('problems.console.lastAdmin.detail'),
  );
