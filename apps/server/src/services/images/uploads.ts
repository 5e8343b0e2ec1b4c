import { UPLOADED_IMAGES_PATH } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedImages } from '../../db/schema/images.ts';
import { recordAudit, type AuditActor } from '../../records/audit.ts';
import type { CheckedImage } from './check-image.ts';

/** Where the public site serves an uploaded image (routes/images.ts, getUploadedImage). */
export const uploadedImageUrl = (name: string) => `${UPLOADED_IMAGES_PATH}${name}`;

/**
 * Keeps a checked image and records who uploaded it. The same bytes twice are one image: the
 * second upload answers the first one's address.
 */
export async function saveUploadedImage(
  db: Database,
  image: CheckedImage,
  by: { actor: AuditActor; ip: string | null },
): Promise<string> {
  await db.transaction(async (tx) => {
    await tx
      .insert(uploadedImages)
      .values({
        name: image.name,
        contentType: image.contentType,
        body: image.body,
        width: image.width ?? null,
        height: image.height ?? null,
        uploadedBy: by.actor.id,
      })
      .onConflictDoNothing();
    await recordAudit(tx, {
      ...by,
      action: 'image.upload',
      target: image.name,
      after: {
        contentType: image.contentType,
        bytes: image.body.length,
        width: image.width ?? null,
        height: image.height ?? null,
      },
    });
  });
  return uploadedImageUrl(image.name);
}

/** An uploaded image by its name, or undefined. */
export async function readUploadedImage(db: Database, name: string) {
  const [row] = await db
    .select({ body: uploadedImages.body, contentType: uploadedImages.contentType })
    .from(uploadedImages)
    .where(eq(uploadedImages.name, name));
  return row;
}
