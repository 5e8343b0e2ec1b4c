import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CatalogueIdParamSchema } from '@mizan/contracts';
import { notFound } from '../lib/problem.ts';
import type { ImageFolder, StoredImage } from '../plugins/images.ts';
import { problemResponses } from './problem-responses.ts';

/** A bare file name: no slashes, dots only before the extension, so never a path. */
const ImageNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}\.(?:svg|png|webp|jpg)$/, { error: 'is not an image name' });

// Images change only with a deploy; the ETag lets a browser revalidate cheaply after a week.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

function sendImage(request: FastifyRequest, reply: FastifyReply, image: StoredImage) {
  reply
    .header('Cache-Control', CACHE_CONTROL)
    .header('ETag', image.etag)
    // An SVG opened directly must not run anything, and no site may frame it (an <img> is not
    // a frame, so our own pages still show it). X-Frame-Options for browsers without CSP 2.
    .header('Content-Security-Policy', IMAGE_CSP)
    .header('X-Frame-Options', 'DENY');
  if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
  return reply.type(image.contentType).send(image.body);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const imageRoute = (url: string, folder: ImageFolder, summary: string) =>
    app.get(
      url,
      {
        schema: {
          tags: ['images'],
          summary,
          params: z.object({ imageUrl: ImageNameSchema }),
          response: problemResponses,
        },
      },
      async (request, reply) => {
        const image = app.images.get(folder, request.params.imageUrl);
        if (!image) throw notFound('image', request.params.imageUrl);
        return sendImage(request, reply, image);
      },
    );

  imageRoute('/api/images/public/banner/:imageUrl', 'banners', 'A banner image');
  imageRoute('/api/images/public/:imageUrl', 'features', 'A feature image');

  app.get(
    '/api/products/public/image/:productId',
    {
      schema: {
        tags: ['images'],
        summary: "A card's or loan's image",
        params: z.object({ productId: CatalogueIdParamSchema }),
        response: problemResponses,
      },
    },
    async (request, reply) => {
      const catalogue = await app.catalogue.get();
      const product = catalogue.product(request.params.productId);
      const image = product && app.images.get('products', product.image);
      if (!image) throw notFound('productImage', request.params.productId);
      return sendImage(request, reply, image);
    },
  );
};

export default routes;
