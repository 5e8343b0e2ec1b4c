import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { setServerFieldErrors } from './server-field-errors.ts';

type Form = { fullName: string; email: string };

const problemWith = (errors: { field: string; message: string }[]) =>
  new ApiError(422, { title: 'Invalid request', detail: 'x', status: 422, errors }, 'x');

describe("the server's field errors on a form", () => {
  it('lands each known field (with or without body.) and focuses the first only', () => {
    const setError = vi.fn();
    const mapped = setServerFieldErrors<Form>(
      problemWith([
        { field: 'body.name', message: 'is required' },
        { field: 'email', message: 'is not valid' },
        { field: 'constructor', message: 'not a field' },
        { field: 'location.locationId', message: 'unknown' },
      ]),
      setError,
      { fields: { name: 'fullName', email: 'email' } },
    );
    expect(mapped).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['fullName', { type: 'server', message: 'is required' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'is not valid' }, { shouldFocus: false }],
    ]);
  });

  it('can word the message itself, and says when nothing landed', () => {
    const setError = vi.fn();
    setServerFieldErrors<Form>(problemWith([{ field: 'email', message: 'x' }]), setError, {
      fields: { email: 'email' },
      message: (field) => `check ${field}`,
    });
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'check email' },
      { shouldFocus: true },
    );
    expect(setServerFieldErrors<Form>(new Error('offline'), vi.fn(), { fields: {} })).toBe(false);
    expect(setServerFieldErrors<Form>(problemWith([]), vi.fn(), { fields: {} })).toBe(false);
  });
});
