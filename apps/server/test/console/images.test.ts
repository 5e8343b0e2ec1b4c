// Image uploads for the catalogue (issue 23): the type read from the bytes, not the name or the
// header; at most 1 MB and 4096 px a side; SVG rewritten with nothing that runs or reaches out;
// served by the public site with the image headers; recorded in the audit log.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { uploadedImages } from '../../src/db/schema/images.ts';
import { expectProblem, type Json } from '../helpers/api.ts';
import { sessionFor, type TestSession } from '../helpers/console.ts';
import { answer, catalogueCalls } from '../helpers/catalogue.ts';
import { GIF_1x1, JPEG_1x1, multipartUpload, png, uploadHeaders } from '../helpers/images.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg [<!ENTITY boom "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
     width="120" height="40" viewBox="0 0 120 40" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <style>@import url(https://evil.example/x.css);</style>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <a xlink:href="javascript:alert(1)"><text x="0" y="20">Bank</text></a>
  <linearGradient id="g"><stop offset="0" stop-color="#0a5"/></linearGradient>
  <rect width="120" height="40" fill="url(#g)" onclick="steal()"/>
  <rect width="10" height="10" fill="url(https://evil.example/#x)"/>
</svg>`;

const XMP_CREATOR =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Anna Spy</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>';

describe.each(databaseKinds)('image uploads (%s)', (kind) => {
  let app: App;
  let editor: TestSession;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    editor = await sessionFor(app, 'editor');
  });
  afterAll(() => app.close());

  const upload = (
    file: { bytes: Buffer; filename: string; contentType: string },
    options: { session?: TestSession; field?: string } = {},
  ) => {
    const { payload, contentType } = multipartUpload(file, options.field);
    return app.inject({
      method: 'POST',
      url: '/api/console/images',
      headers: uploadHeaders(options.session ?? editor, contentType),
      payload,
    });
  };
  const served = (url: string) => app.inject({ method: 'GET', url });

  it('takes a PNG, names it by its bytes, and the site serves it with the image headers', async () => {
    const bytes = png(300, 200);
    const response = await upload({ bytes, filename: 'card art.png', contentType: 'image/png' });
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/api\/images\/uploads\/[A-Za-z0-9_-]{22}\.png$/);

    const image = await served(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    // Re-encoded without metadata (decision 0033): the same pixels.
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
    expect((await pixels(image.rawPayload)).equals(await pixels(bytes))).toBe(true);

    const [row] = await app.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.name, url.split('/').at(-1)));
    expect(row).toMatchObject({ width: 300, height: 200, uploadedBy: editor.operatorId });
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'image.upload'));
    expect(entry).toMatchObject({
      actorOperatorId: editor.operatorId,
      after: { contentType: 'image/png', bytes: image.rawPayload.length, width: 300, height: 200 },
    });

    // The same bytes again are the same image.
    expect(
      (await upload({ bytes, filename: 'again.png', contentType: 'image/png' })).json().url,
    ).toBe(url);
  });

  it('reads the type from the bytes, whatever the name and the header say', async () => {
    const jpeg = await upload({
      bytes: JPEG_1x1,
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
    });
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json().url).toMatch(/\.jpg$/);
    expect((await served(jpeg.json().url)).headers['content-type']).toBe('image/jpeg');

    const text = Buffer.from('just some text, not a picture');
    expectProblem(await upload({ bytes: text, filename: 'x.png', contentType: 'image/png' }), 415);
    expectProblem(
      await upload({ bytes: GIF_1x1, filename: 'x.png', contentType: 'image/png' }),
      415,
    );
    const html = Buffer.from('<html><body><svg></svg><script>alert(1)</script></body></html>');
    expectProblem(
      await upload({ bytes: html, filename: 'x.svg', contentType: 'image/svg+xml' }),
      415,
    );
  });

  it('refuses more than 1 MB (413) and more than 4096 px a side (400), keeping nothing', async () => {
    const before = (await app.db.select({ name: uploadedImages.name }).from(uploadedImages)).length;
    const big = png(10, 10, 1_048_576);
    expectProblem(await upload({ bytes: big, filename: 'big.png', contentType: 'image/png' }), 413);
    const wide = await upload({ bytes: png(4097, 1), filename: 'w.png', contentType: 'image/png' });
    const problem: Json = expectProblem(wide, 400);
    expect(problem.detail).toContain('4096');
    expect(problem.errors[0].field).toBe('body.file');
    const edge = await upload({ bytes: png(4096, 2), filename: 'e.png', contentType: 'image/png' });
    expect(edge.statusCode, edge.body).toBe(201);
    const svg = (size: string) => ({
      bytes: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" ${size}><rect width="1" height="1"/></svg>`,
      ),
      filename: 'x.svg',
      contentType: 'image/svg+xml',
    });
    expectProblem(await upload(svg('width="5000" height="10"')), 400);
    // An SVG that declares no size scales to its place.
    expect((await upload(svg(''))).statusCode).toBe(201);
    const after = (await app.db.select({ name: uploadedImages.name }).from(uploadedImages)).length;
    expect(after).toBe(before + 2);
  });

  it('rewrites an SVG with no script, handler, external reference or foreignObject', async () => {
    const response = await upload({
      bytes: Buffer.from(HOSTILE_SVG),
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
    });
    expect(response.statusCode, response.body).toBe(201);
    const image = await served(response.json().url);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    const svg = image.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    for (const banned of [
      '<script',
      'onload',
      'onclick',
      'foreignObject',
      '<style',
      'evil.example',
      'javascript:',
      'ENTITY',
    ]) {
      expect(svg, banned).not.toContain(banned);
    }
    // The drawing itself stays: the text, the gradient and its local reference.
    expect(svg).toContain('>Bank</text>');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('<linearGradient id="g"');
  });

  it('drops url( and image-set( however their CSS is escaped', async () => {
    const escaped = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
  <linearGradient id="g"><stop offset="0" stop-color="#0a5"/></linearGradient>
  <rect width="9" height="9" style="fill:u\\72l(https://evil.example/a.png)"/>
  <rect width="9" height="9" fill="\\75rl(javascript:alert(1))"/>
  <rect width="9" height="9" style="fill:url\\28 https://evil.example/b.png)"/>
  <rect width="9" height="9" style="fill:\\000075\\000072\\00006c(https://evil.example/c.png)"/>
  <rect width="9" height="9" style="fill:u\\rl(https://evil.example/d.png)"/>
  <rect width="9" height="9" style="mask-image:image-set('https://evil.example/e.png' 1x)"/>
  <rect width="9" height="9" style="fill:u/**/rl(https://evil.example/f.png)"/>
  <rect width="40" height="40" fill="url(#g)"/>
</svg>`;
    const response = await upload({
      bytes: Buffer.from(escaped),
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
    });
    expect(response.statusCode, response.body).toBe(201);
    const svg = (await served(response.json().url)).body;
    expect(svg).not.toContain('evil.example');
    expect(svg).not.toContain('javascript:');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg.match(/<rect /g)).toHaveLength(8);
  });

  it.each([
    ['JPEG', 'jpg', (image: Sharp) => image.jpeg()],
    ['PNG', 'png', (image: Sharp) => image.png()],
    ['WebP', 'webp', (image: Sharp) => image.webp()],
  ])(
    'stores a %s photo without its EXIF, GPS position or XMP',
    async (_format, extension, encode) => {
      const photo = await encode(
        sharp({ create: { width: 60, height: 30, channels: 3, background: '#0a5' } }),
      )
        .withExif({
          IFD0: { Make: 'SpyCam', Model: 'Pocket 7' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 4242/100' },
        })
        .withXmp(XMP_CREATOR)
        .toBuffer();
      // The photo as a camera writes it: the metadata is there to lose.
      const sent = await sharp(photo).metadata();
      expect(sent.exif?.includes('SpyCam')).toBe(true);
      expect(sent.xmp).toBeDefined();

      const response = await upload({
        bytes: photo,
        filename: `photo.${extension}`,
        contentType: `image/${extension}`,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().url).toMatch(new RegExp(`\\.${extension}$`));
      const stored = (await served(response.json().url)).rawPayload;
      const kept = await sharp(stored).metadata();
      expect(kept).toMatchObject({ width: 60, height: 30 });
      expect(kept.exif).toBeUndefined();
      expect(kept.xmp).toBeUndefined();
      for (const trace of ['SpyCam', 'Pocket 7', 'Anna Spy', 'GPS']) {
        expect(stored.includes(trace), trace).toBe(false);
      }
    },
  );

  it('turns a photo upright as its EXIF said before dropping it', async () => {
    const sideways = await sharp({
      create: { width: 60, height: 30, channels: 3, background: '#0a5' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload({
      bytes: sideways,
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode, response.body).toBe(201);
    const kept = await sharp((await served(response.json().url)).rawPayload).metadata();
    expect(kept).toMatchObject({ width: 30, height: 60 });
    expect(kept.orientation).toBeUndefined();
  });

  it('refuses an upload without a file field, and a caller who may not edit the catalogue', async () => {
    const wrongField = await upload(
      { bytes: png(1, 1), filename: 'x.png', contentType: 'image/png' },
      { field: 'picture' },
    );
    expect(expectProblem(wrongField, 400).errors[0].field).toBe('body.file');
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/console/images',
      headers: uploadHeaders(editor, 'application/json'),
      payload: '{}',
    });
    expectProblem(notMultipart, 400);
    const support = await sessionFor(app, 'support');
    expectProblem(
      await upload(
        { bytes: png(1, 1), filename: 'x.png', contentType: 'image/png' },
        { session: support },
      ),
      403,
    );
    const { payload, contentType } = multipartUpload({
      bytes: png(2, 2),
      filename: 'x.png',
      contentType: 'image/png',
    });
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/console/images',
      headers: { ...uploadHeaders(editor, contentType), 'x-csrf-token': 'forged' },
      payload,
    });
    expectProblem(noCsrf, 403);
  });

  it('answers 404 for an upload nobody made, and 400 for a name that is not one', async () => {
    expectProblem(await served('/api/images/uploads/AAAAAAAAAAAAAAAAAAAAAA.png'), 404);
    expectProblem(await served('/api/images/uploads/..%2Fsecret.png'), 400);
  });

  it("serves an uploaded image as the card's image once a save names it, and a shipped one by name", async () => {
    const bytes = png(64, 40);
    const { url } = answer(
      await upload({ bytes, filename: 'art.png', contentType: 'image/png' }),
      201,
    );
    const products = catalogueCalls(app, editor, 'products');
    const [card] = answer(await products.list({ productType: 'Card', q: 'fab-cashback' })).items;
    const before = answer(await products.get(card.id));
    expect((await served(`/api/images/public/product/${before.image}`)).statusCode).toBe(200);

    answer(await products.save(card.id, { ...before, image: url }));
    // The card's image route serves the upload once the snapshot has the save.
    await vi.waitFor(
      async () => {
        const image = await served(`/api/products/public/image/${card.id}`);
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals((await served(url)).rawPayload)).toBe(true);
      },
      { timeout: 5_000, interval: 50 },
    );
    // Not a path: only a bare file name is looked up among the shipped images.
    expectProblem(await served('/api/images/public/product/..%2F..%2Fpackage.json'), 400);
  });
});
