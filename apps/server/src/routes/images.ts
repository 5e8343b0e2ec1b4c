import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/problem.ts';
import type { StoredImage } from '../plugins/images.ts';
import { serve } from './serve.ts';

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

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'getBannerImage', async (request, reply) => {
    const image = app.images.get('banners', request.params.imageUrl);
    if (!image) throw notFound('image', request.params.imageUrl);
    return sendImage(request, reply, image);
  });

  serve(app, 'getProductImageFile', async (request, reply) => {
    const image = app.images.get('products', request.params.imageUrl);
    if (!image) throw notFound('image', request.params.imageUrl);
    return sendImage(request, reply, image);
  });

  serve(app, 'getFeatureImage', async (request, reply) => {
    const image = app.images.get('features', request.params.imageUrl);
    if (!image) throw notFound('image', request.params.imageUrl);
    return sendImage(request, reply, image);
  });

  serve(app, 'getUploadedImage', async (request, reply) => {
    const image = await app.images.uploaded(request.params.name);
    if (!image) throw notFound('image', request.params.name);
    return sendImage(request, reply, image);
  });

  serve(app, 'getProductImage', async (request, reply) => {
    const product = (await app.catalogue.get()).product(request.params.productId);
    const image = product && (await app.images.ofCatalogue('products', product.image));
    if (!image) throw notFound('productImage', request.params.productId);
    return sendImage(request, reply, image);
  });
};

export default routes;
