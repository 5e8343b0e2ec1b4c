import { z } from 'zod';
import { CatalogueIdParamSchema } from './common.ts';
import { message } from '../texts/validation.ts';

const IMAGE_NAME = /^[a-z0-9][a-z0-9-]{0,99}\.(?:svg|png|webp|jpg)$/;
const UPLOADED_IMAGE_NAME = /^[A-Za-z0-9_-]{22}\.(?:svg|png|webp|jpg)$/;
/** Where an image uploaded in the console is served; the catalogue stores this address. */
export const UPLOADED_IMAGES_PATH = '/api/images/uploads/';

/** A bare file name: no slashes, dots only before the extension, so never a path. */
export const ImageNameSchema = z.string().regex(IMAGE_NAME, {
  error: message('validation.imageName'),
});

/** An image uploaded in the console: the base64url sha256 of its bytes (22 characters), then its type. */
export const UploadedImageNameSchema = z
  .string()
  .regex(UPLOADED_IMAGE_NAME, { error: message('validation.imageName') });

/** The name of an uploaded image a catalogue item stores by its address; null for a shipped file. */
export function uploadedImageName(image: string): string | null {
  if (!image.startsWith(UPLOADED_IMAGES_PATH)) return null;
  const name = image.slice(UPLOADED_IMAGES_PATH.length);
  return UPLOADED_IMAGE_NAME.test(name) ? name : null;
}

/** A catalogue item's image: a file shipped with the site, or the address of an uploaded one. */
export const isCatalogueImage = (image: string) =>
  IMAGE_NAME.test(image) || uploadedImageName(image) !== null;
export const UploadedImageParamsSchema = z.object({ name: UploadedImageNameSchema });

export const ImageNameParamsSchema = z.object({ imageUrl: ImageNameSchema });
export const ProductIdParamsSchema = z.object({ productId: CatalogueIdParamSchema });
