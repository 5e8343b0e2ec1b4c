import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/form-field.tsx';

/**
 * "Mark done" with a note of how the request was answered (what was sent, what was erased,
 * when): the server keeps only its keyed hash in the audit log, and refuses a note holding the
 * requester's address. A button first; the note's form when pressed, focused, with Cancel.
 */
export function CompleteForm({
  requestId,
  disabled,
  onComplete,
}: {
  requestId: string;
  disabled: boolean;
  onComplete: (note: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  if (!open) {
    return (
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        Mark done<span className="sr-only"> request {requestId}</span>
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError('Write how the request was answered.');
      return;
    }
    setOpen(false);
    setNote('');
    setError(undefined);
    onComplete(note.trim());
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Mark request ${requestId} done`}
      className="w-64 space-y-2"
    >
      <Field label="Note" error={error}>
        {(control) => (
          <textarea
            rows={3}
            maxLength={2000}
            className={`${inputClass} border-ink-300 text-sm`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            autoFocus
            {...control}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" disabled={disabled}>
          Save
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
