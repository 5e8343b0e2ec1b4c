import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { setServerFieldErrors } from './server-field-errors.ts';

type Form = { fullName: string; email: string };

const problemWith = (errors: { field: string; message: string }[]) =>
  new ApiError('answer', 422, { title: 'Invalid request', detail: 'x', status: 422, errors });

describe("the server's field errors on a form", () => {
  it("lands each of the body's known fields and focuses the first only", () => {
    const setError = vi.fn();
    const mapped = setServerFieldErrors<Form>(
      problemWith([
        { field: 'body.name', message: 'is required' },
        { field: 'body.email', message: 'is not valid' },
        // Not fields of the form: another key, a nested field, the query, a bad name.
        { field: 'body.constructor', message: 'not a field' },
        { field: 'body.location.locationId', message: 'unknown' },
        { field: 'query.email', message: 'not the body' },
        { field: 'email', message: 'not by the convention' },
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
    setServerFieldErrors<Form>(problemWith([{ field: 'body.email', message: 'x' }]), setError, {
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
