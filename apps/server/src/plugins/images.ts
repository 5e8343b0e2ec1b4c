import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { uploadedImageName } from '@mizan/contracts';
import { readUploadedImage } from '../services/images/uploads.ts';

export interface StoredImage {
  body: Buffer;
  contentType: string;
  etag: string;
}

export type ImageFolder = 'products' | 'features' | 'banners';

declare module 'fastify' {
  interface FastifyInstance {
    images: {
      get(folder: ImageFolder, name: string): StoredImage | undefined;
      /** An image uploaded in the console, from the database (cached: its name is its hash). */
      uploaded(name: string): Promise<StoredImage | undefined>;
      /** A catalogue item's image: a file of the folder, or the address of an upload. */
      ofCatalogue(folder: ImageFolder, image: string): Promise<StoredImage | undefined>;
    };
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

const assetsDir = fileURLToPath(new URL('../../assets/images', import.meta.url));

const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

function loadFolder(folder: ImageFolder): Map<string, StoredImage> {
  const dir = path.join(assetsDir, folder);
  const images = new Map<string, StoredImage>();
  for (const name of readdirSync(dir)) {
    const contentType = CONTENT_TYPES[path.extname(name)];
    if (!contentType) continue;
    const body = readFileSync(path.join(dir, name));
    images.set(name, { body, contentType, etag: etagOf(body) });
  }
  return images;
}

/**
 * The image store is read into memory at start-up (a few hundred KB of SVG). Requests look a
 * name up in a map and never touch the file system, so no path can lead out of the store.
 */
export default fp(
  async function images(app: FastifyInstance) {
    const folders = {
      products: loadFolder('products'),
      features: loadFolder('features'),
      banners: loadFolder('banners'),
    } satisfies Record<ImageFolder, Map<string, StoredImage>>;
    // Uploads never change under their name, so any process may keep them; 32 MB of them at most.
    const uploads = new LRUCache<string, StoredImage>({
      maxSize: 32 * 1_048_576,
      sizeCalculation: (image) => image.body.length || 1,
      fetchMethod: async (name) => {
        const row = await readUploadedImage(app.db, name);
        return row && { body: row.body, contentType: row.contentType, etag: etagOf(row.body) };
      },
    });
    const uploaded = (name: string) => uploads.fetch(name);
    app.decorate('images', {
      get: (folder: ImageFolder, name: string) => folders[folder].get(name),
      uploaded,
      ofCatalogue: async (folder: ImageFolder, image: string) => {
        const name = uploadedImageName(image);
        return name === null ? folders[folder].get(image) : uploaded(name);
      },
    });
  },
  { name: 'images', dependencies: ['database'] },
);
