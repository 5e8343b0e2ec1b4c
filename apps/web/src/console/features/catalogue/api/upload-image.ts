import { useMutation } from '@tanstack/react-query';
import { consoleFormCall } from '../../../lib/console-api.ts';

/** POST /api/console/images (multipart, field `file`): answers 201 `{url}` where it is served. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return consoleFormCall('uploadImage', form);
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
