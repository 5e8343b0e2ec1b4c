import { z } from 'zod';

/** An uploaded image: where the site serves it, e.g. `/api/images/uploads/<hash>.png`. */
export const UploadedImageSchema = z.object({ url: z.string() });
