import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { imageTooLarge, noImageSent } from '../../services/console/problems.ts';
import { checkImage, IMAGE_LIMITS } from '../../services/images/check-image.ts';
import { saveUploadedImage } from '../../services/images/uploads.ts';
import { serveConsole } from './serve-console.ts';

/** Image uploads for the catalogue (issue 23). Multipart is parsed here and nowhere else. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    // One file, no other field; the parser stops reading at the size limit.
    limits: { fileSize: IMAGE_LIMITS.bytes, files: 1, fields: 0, parts: 1 },
  });

  serveConsole(app, 'uploadImage', async (request) => {
    if (!request.isMultipart()) throw noImageSent();
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw noImageSent();
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw imageTooLarge(IMAGE_LIMITS.bytes);
      }
      throw error;
    }
    const image = await checkImage(bytes);
    const url = await saveUploadedImage(app.db, image, {
      actor: { id: request.operator.id, email: request.operator.email },
      ip: request.ip,
    });
    request.log.info(
      { operatorId: request.operator.id, image: image.name, bytes: image.body.length },
      'console: image uploaded',
    );
    return { url };
  });
};

export default routes;
