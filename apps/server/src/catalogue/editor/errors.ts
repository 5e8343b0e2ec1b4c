// Why a catalogue edit was refused, in the catalogue's own terms: the console's service turns each
// into its answer (services/console/catalogue-problems.ts). A field is named by its path in the
// item ('facts', 'annualFee'... or ['options', 2, 'id']), as the request's body spells it.

export type ItemPath = readonly (string | number)[];

/** No item of the kind has this id. */
export class ItemNotFound extends Error {
  constructor(
    readonly kind: string,
    readonly id: string | number,
  ) {
    super(`No ${kind} item has the id ${id}`);
    this.name = 'ItemNotFound';
  }
}

/** The item was saved by someone else since the version the save was read at. */
export class VersionConflict extends Error {
  constructor(readonly current: { version: number }) {
    super(`The item has moved on to version ${current.version}`);
    this.name = 'VersionConflict';
  }
}

/** Another item already has this key (or code). */
export class KeyTaken extends Error {
  constructor(readonly field: ItemPath) {
    super(`Another item already has this ${field.join('.')}`);
    this.name = 'KeyTaken';
  }
}

/** The item names a bank, a feature group or a feature that does not exist. */
export class UnknownReference extends Error {
  constructor(
    readonly field: ItemPath,
    readonly id: number,
  ) {
    super(`${field.join('.')} names nothing that exists: ${id}`);
    this.name = 'UnknownReference';
  }
}

/** What is wrong with a field the schema alone cannot check. */
export type FieldRule =
  'idMismatch' | 'productTypeFixed' | 'codeFixed' | 'unknownLocation' | 'unknownOption';

export class InvalidItemField extends Error {
  constructor(
    readonly field: ItemPath,
    readonly rule: FieldRule,
  ) {
    super(`${field.join('.')}: ${rule}`);
    this.name = 'InvalidItemField';
  }
}

/** A question option left out of a save that visitors answered with: it must stay. */
export class OptionInUse extends Error {
  constructor(
    readonly optionId: number,
    readonly text: string,
  ) {
    super(`Visitors answered with option ${optionId}: it cannot be removed`);
    this.name = 'OptionInUse';
  }
}

/** Whether a database error (or one it caused) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  const found = error as { code?: string; cause?: unknown } | undefined;
  return found?.code === '23505' || (found?.cause !== undefined && isUniqueViolation(found.cause));
}
