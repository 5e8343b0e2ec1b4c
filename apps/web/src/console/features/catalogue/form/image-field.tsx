import { useId, useState } from 'react';
import { catalogueImageSrc } from '../../../../lib/catalogue-image.ts';
import { failureText } from '../../../lib/format.ts';
import { ConsoleApiError } from '../../../lib/console-api.ts';
import { useUploadImage } from '../api/upload-image.ts';
import { getAt } from '../lib/paths.ts';
import { useEditorForm } from './form-context.tsx';
import { TextField } from './inputs.tsx';

const UPLOAD_FAILURES: Record<number, string> = {
  413: 'The image is larger than 1 MB.',
  415: 'Upload a PNG, JPEG, WebP or SVG image.',
};

/** The image's name or address, a preview, and an upload (PNG, JPEG, WebP, SVG; 1 MB). */
export function ImageField({ folder }: { folder: 'products' | 'features' | 'banners' }) {
  const { draft, set, readOnly } = useEditorForm();
  const upload = useUploadImage();
  const [failure, setFailure] = useState<string | undefined>();
  const inputId = useId();
  const image = getAt(draft, 'image');
  const choose = (file: File | undefined) => {
    if (!file) return;
    setFailure(undefined);
    upload.mutate(file, {
      onSuccess: ({ url }) => set('image', url),
      onError: (error) =>
        setFailure(
          (error instanceof ConsoleApiError && error.status && UPLOAD_FAILURES[error.status]) ||
            failureText(error),
        ),
    });
  };
  return (
    <div className="col-span-full grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div>
        <TextField
          path="image"
          label="Image"
          ltr
          hint="A file shipped with the site (fab-cashback.svg) or an uploaded image."
        />
        {!readOnly && (
          <div className="-mt-2 mb-3">
            <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink-900">
              Upload an image
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              className="block text-sm file:me-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-3 file:font-medium file:text-brand-700"
              disabled={upload.isPending}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <div role="status" aria-live="polite" className="text-sm text-ink-700">
              {upload.isPending ? 'Uploading…' : upload.isSuccess ? 'Uploaded.' : null}
            </div>
            <div role="alert" className="text-sm font-medium text-danger-600">
              {failure}
            </div>
          </div>
        )}
      </div>
      {typeof image === 'string' && image !== '' && (
        <figure className="rounded-lg border border-ink-100 bg-ink-50 p-2">
          <img
            src={catalogueImageSrc(image, folder)}
            alt="Preview of the image"
            className="h-28 w-44 object-contain"
          />
        </figure>
      )}
    </div>
  );
}
