import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { imageTooBig, unsupportedImage } from '../console/problems.ts';
import { looksLikeSvg, sanitizeSvg } from './sanitize-svg.ts';

/** At most 1 MB and 4096 pixels a side (issue 23). */
export const IMAGE_LIMITS = { bytes: 1_048_576, side: 4096 } as const;

const RASTER_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export interface CheckedImage {
  /** Content-addressed: the same bytes always get the same name. */
  name: string;
  contentType: string;
  body: Buffer;
  /** Undefined for an SVG that declares no size (it scales to its place). */
  width: number | undefined;
  height: number | undefined;
}

/** Width and height as the image declares them; undefined when it declares none. */
function dimensionsOf(body: Buffer): { width: number | undefined; height: number | undefined } {
  try {
    const { width, height } = imageSize(body);
    return { width, height };
  } catch {
    return { width: undefined, height: undefined };
  }
}

/** Refuses a side over the limit (400); a raster image is checked before any pixel is decoded. */
function refuseOversized({
  width,
  height,
}: {
  width?: number | undefined;
  height?: number | undefined;
}) {
  if ((width ?? 0) > IMAGE_LIMITS.side || (height ?? 0) > IMAGE_LIMITS.side) {
    throw imageTooBig(IMAGE_LIMITS.side, width ?? 0, height ?? 0);
  }
}

/**
 * The picture alone, re-encoded from its pixels in its own format: a photo's EXIF (the camera,
 * the time, the place it was taken: GPS), XMP, IPTC and comments are not written again, as sharp
 * writes none unless asked (decision 0033). Turned upright first, as its EXIF orientation said,
 * since that goes too. An image whose pixels cannot be read (a truncated file) is refused.
 */
async function withoutMetadata(bytes: Buffer, contentType: string): Promise<Buffer> {
  const image = sharp(bytes, { animated: true }).autoOrient();
  const encoded =
    contentType === 'image/png'
      ? image.png()
      : contentType === 'image/jpeg'
        ? image.jpeg({ quality: 85 })
        : image.webp({ quality: 85 });
  try {
    return await encoded.toBuffer();
  } catch {
    throw unsupportedImage();
  }
}

/**
 * Reads an upload's type from its bytes (never its name or header): PNG, JPEG and WebP re-encoded
 * without their metadata, SVG rewritten by sanitizeSvg. Refuses any other type (415) and a side
 * over the limit (400). The size limit is the multipart parser's, before the bytes are held
 * (routes/console/images.ts).
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const detected = await fileTypeFromBuffer(bytes);
  let contentType: string;
  let extension: string;
  let body: Buffer;
  if (detected && RASTER_TYPES[detected.mime]) {
    contentType = detected.mime;
    extension = RASTER_TYPES[detected.mime]!;
    refuseOversized(dimensionsOf(bytes));
    body = await withoutMetadata(bytes, contentType);
  } else {
    // file-type names no SVG: it says XML for one with a declaration, nothing without. An SVG is
    // text whose first element is <svg.
    const text = !detected || detected.mime === 'application/xml' ? decodeUtf8(bytes) : undefined;
    const clean = text !== undefined && looksLikeSvg(text) ? sanitizeSvg(text) : undefined;
    if (clean === undefined) throw unsupportedImage();
    contentType = 'image/svg+xml';
    extension = 'svg';
    body = Buffer.from(clean, 'utf8');
  }
  const { width, height } = dimensionsOf(body);
  if (contentType !== 'image/svg+xml' && (width === undefined || height === undefined)) {
    throw unsupportedImage();
  }
  refuseOversized({ width, height });
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { name: `${hash}.${extension}`, contentType, body, width, height };
}

function decodeUtf8(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
