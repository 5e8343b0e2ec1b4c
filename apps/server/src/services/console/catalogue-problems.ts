import { fieldPath, type Language, type ProblemDetails } from '@mizan/contracts';
import {
  InvalidItemField,
  ItemNotFound,
  KeyTaken,
  OptionInUse,
  UnknownReference,
  VersionConflict,
  type FieldRule,
  type ItemPath,
} from '../../catalogue/index.ts';
import type { Localized } from '../../texts/localized.ts';
import { invalidFields, Problem } from '../../lib/problem.ts';
import { localize } from '../../texts/index.ts';

// The catalogue editor's refusals (catalogue/editor/errors.ts) as the console answers them. A
// field is named by its path in the request's body, as a schema's refusal names it, so that the
// editor shows the message beside that field.

const bodyField = (path: ItemPath) => fieldPath('body', path);

/** 409 with the item as it is now, so that the editor can show what changed. */
export class VersionConflictProblem extends Problem {
  constructor(readonly current: { version: number }) {
    super(
      409,
      localize('problems.console.catalogue.versionConflict.title'),
      localize('problems.console.catalogue.versionConflict.detail', { version: current.version }),
    );
  }

  override details(language: Language): ProblemDetails {
    return { ...super.details(language), current: this.current };
  }
}

const FIELD_RULES: Record<FieldRule, () => Localized> = {
  idMismatch: () => localize('problems.console.catalogue.field.idMismatch'),
  productTypeFixed: () => localize('problems.console.catalogue.field.productTypeFixed'),
  codeFixed: () => localize('problems.console.catalogue.field.codeFixed'),
  unknownLocation: () => localize('problems.console.catalogue.field.unknownLocation'),
  unknownOption: () => localize('problems.console.catalogue.field.unknownOption'),
};

/** The console's answer to a catalogue refusal; any other error as it is. */
export function catalogueProblem(error: unknown): unknown {
  if (error instanceof ItemNotFound) {
    return new Problem(
      404,
      localize('problems.console.catalogue.notFound.title'),
      localize('problems.console.catalogue.notFound.detail', { id: error.id }),
    );
  }
  if (error instanceof VersionConflict) return new VersionConflictProblem(error.current);
  if (error instanceof KeyTaken) {
    return invalidFields(
      localize('problems.console.catalogue.keyTaken.title'),
      [
        {
          field: bodyField(error.field),
          message: localize('problems.console.catalogue.keyTaken.field'),
        },
      ],
      409,
    );
  }
  if (error instanceof UnknownReference) {
    return invalidFields(
      localize('problems.console.catalogue.unknownReference.title'),
      [
        {
          field: bodyField(error.field),
          message: localize('problems.console.catalogue.unknownReference.field', { id: error.id }),
        },
      ],
      404,
    );
  }
  if (error instanceof InvalidItemField) {
    return invalidFields(
      localize('problems.invalidRequest'),
      [{ field: bodyField(error.field), message: FIELD_RULES[error.rule]() }],
      400,
    );
  }
  if (error instanceof OptionInUse) {
    return new Problem(
      409,
      localize('problems.console.catalogue.optionInUse.title'),
      localize('problems.console.catalogue.optionInUse.detail', {
        id: error.optionId,
        text: error.text,
      }),
    );
  }
  return error;
}

export const versionNotFound = (version: number) =>
  new Problem(
    404,
    localize('problems.console.catalogue.versionNotFound.title'),
    localize('problems.console.catalogue.versionNotFound.detail', { version }),
  );

export const versionInvalid = (version: number) =>
  new Problem(
    409,
    localize('problems.console.catalogue.versionInvalid.title'),
    localize('problems.console.catalogue.versionInvalid.detail', { version }),
  );
