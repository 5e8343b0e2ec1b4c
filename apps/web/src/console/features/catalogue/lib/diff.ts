import { pathLabel } from './labels.ts';
import type { Path } from './paths.ts';

/** Every leaf of a value by its path (texts, numbers, yes/no, null), arrays by index. */
export function flatten(value: unknown, prefix: Path = '', into = new Map<Path, unknown>()) {
  // A list of plain values (a card's feature ids) reads best as one value.
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    into.set(prefix, value.length === 0 ? '(none)' : value.join(', '));
    return into;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0) into.set(prefix, Array.isArray(value) ? '(none)' : '');
    for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

export interface Change {
  path: Path;
  label: string;
  before: unknown;
  after: unknown;
}

/** The fields whose value differs between two versions of an item (its version left out). */
export function changesBetween(before: unknown, after: unknown): Change[] {
  const a = flatten(before);
  const b = flatten(after);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths
    .filter((path) => path !== 'version' && path !== 'id')
    .filter((path) => !Object.is(a.get(path), b.get(path)))
    .filter((path) => !(a.get(path) == null && b.get(path) == null))
    .map((path) => ({ path, label: pathLabel(path), before: a.get(path), after: b.get(path) }));
}

/** A leaf as the console shows it. */
export function showValue(value: unknown, path: Path = ''): string {
  if (value === null || value === undefined) {
    return /(^|\.)facts\.\w+\.value$/.test(path) ? 'Not published' : '—';
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === '') return '(empty)';
  return String(value);
}
