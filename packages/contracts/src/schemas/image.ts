import { z } from 'zod';
import { CatalogueIdParamSchema } from './common.ts';
import { message } from '../texts/validation.ts';

/** A bare file name: no slashes, dots only before the extension, so never a path. */
export const ImageNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}\.(?:svg|png|webp|jpg)$/, {
  error: message('validation.imageName'),
});

export const ImageNameParamsSchema = z.object({ imageUrl: ImageNameSchema });
export const ProductIdParamsSchema = z.object({ productId: CatalogueIdParamSchema });
