import { Button } from '../../../../components/ui/button.tsx';
import { Alert } from '../../../components/alert.tsx';
import type { EditorState } from './use-editor.ts';

/** The editor's bar at the foot of the form: save (or add), undo, and how the draft stands. */
export function SaveBar({ editor }: { editor: EditorState }) {
  const { pending, isNew, typeName, dirty, message } = editor;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-ink-300 bg-white/95 px-4 py-3 backdrop-blur">
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : isNew ? `Add ${typeName}` : 'Save'}
      </Button>
      {dirty && !isNew && (
        <Button variant="ghost" disabled={pending} onClick={editor.undo}>
          Undo my changes
        </Button>
      )}
      <span className="text-sm text-ink-700">
        {dirty ? 'Unsaved changes.' : isNew ? '' : 'No unsaved changes.'}
      </span>
      <div className="basis-full sm:ms-auto sm:basis-auto">
        <Alert tone="success">{message}</Alert>
      </div>
    </div>
  );
}
