import { z } from 'zod';
import { CatalogueIdParamSchema } from './common.ts';
import { message } from '../texts/validation.ts';

/** A bare file name: no slashes, dots only before the extension, so never a path. */
export const ImageNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}\.(?:svg|png|webp|jpg)$/, {
  error: message('validation.imageName'),
});

/** An image uploaded in the console: the base64url sha256 of its bytes (22 characters), then its type. */
export const UploadedImageNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}\.(?:svg|png|webp|jpg)$/, { error: message('validation.imageName') });
export const UploadedImageParamsSchema = z.object({ name: UploadedImageNameSchema });

export const ImageNameParamsSchema = z.object({ imageUrl: ImageNameSchema });
export const ProductIdParamsSchema = z.object({ productId: CatalogueIdParamSchema });
