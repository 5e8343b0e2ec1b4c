// How the built site travels: the precompressed variants the build writes
// (apps/web/scripts/precompress.mjs, run here as the build runs it), negotiated by Accept-Encoding,
// and the prerendered pages chosen by path, with the app shell for every other page.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const PRECOMPRESS = fileURLToPath(new URL('../../../web/scripts/precompress.mjs', import.meta.url));

/** Runs the build's last step on a folder, as `npm run build` does; returns what it printed. */
const precompress = (dir: string) =>
  execFileSync(process.execPath, [PRECOMPRESS, dir], { encoding: 'utf8' });

/** A page of about 3 KB (so worth compressing) that says which file it is. */
const page = (name: string) =>
  `<!doctype html><html><head><title>Mizan</title><meta name="page" content="${name}"></head>` +
  `<body><div id="root">${`<p>${name}: compare credit cards and loans</p>`.repeat(60)}</div></body></html>`;

/**
 * One of the build's small chunks (React's JSX runtime, as Vite writes it: 484 bytes). A size
 * floor in precompress sent such chunks uncompressed, 8 of them on the card journey.
 */
const SMALL_CHUNK =
  'import{t as e}from"./rolldown-runtime-abc123.js";var t=e((e=>{var t=Symbol.for(`react.transitional.element`),n=Symbol.for(`react.fragment`);function r(e,n,r){var i=null;if(r!==void 0&&(i=``+r),n.key!==void 0&&(i=``+n.key),`key`in n)for(var a in r={},n)a!==`key`&&(r[a]=n[a]);else r=n;return n=r.ref,{$$typeof:t,type:e,key:i,ref:n===void 0?null:n,props:r}}e.Fragment=n,e.jsx=r,e.jsxs=r})),n=e(((e,n)=>{n.exports=t()}));export{n as t};\n';

/** A small build, with or without prerendered pages, compressed by the real script. */
function fakeBuild({ prerendered }: { prerendered: boolean }) {
  const root = mkdtempSync(path.join(tmpdir(), 'mizan-web-delivery-'));
  const files: Record<string, string | Buffer> = {
    'index.html': page('index.html'),
    'assets/app-abc123.js': `export const words = ${JSON.stringify(
      Array.from({ length: 400 }, (_, i) => `word-${i % 37}`),
    )};\nconsole.log(words.length);\n`,
    'assets/app-abc123.css': `.card{color:red}\n`.repeat(200),
    'assets/jsx-runtime-abc123.js': SMALL_CHUNK,
    'assets/inter-abc123.woff2': randomBytes(4096),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'first-paint.js': '(function(){document.documentElement.lang="en"})();\n',
  };
  if (prerendered) {
    files['200.html'] = page('200.html');
    files['ar/index.html'] = page('ar/index.html');
    files['help-and-support/index.html'] = page('help-and-support/index.html');
    // The English home page without its font preloads, for a browser that prefers Arabic.
    files['index.arabic-browser.html'] = page('index.arabic-browser.html');
  }
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  precompress(root);
  return root;
}

const read = (root: string, file: string) => readFileSync(path.join(root, file));

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

const varies = (vary: unknown) =>
  String(vary)
    .split(',')
    .map((field) => field.trim().toLowerCase());

describe('precompress (the last step of the web build)', () => {
  it('writes a .br and a .gz that decode to each text file, and leaves the rest alone', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mizan-precompress-'));
    mkdirSync(path.join(root, 'assets', 'deep'), { recursive: true });
    const big = 'const answer = 42;\n'.repeat(300);
    writeFileSync(path.join(root, 'assets', 'deep', 'chunk.js'), big);
    writeFileSync(path.join(root, 'assets', 'deep', 'chunk.js.map'), JSON.stringify({ big }));
    writeFileSync(path.join(root, 'small.css'), '.a{color:red}');
    writeFileSync(path.join(root, 'font.woff2'), Buffer.alloc(8192, 'a'));
    writeFileSync(path.join(root, 'photo.png'), Buffer.alloc(8192, 'a'));
    // Text that compression cannot shrink.
    writeFileSync(path.join(root, 'noise.txt'), randomBytes(4096).toString('base64'));
    const noise = randomBytes(4096);
    writeFileSync(path.join(root, 'random.json'), noise);
    // A variant left by an earlier build of a file that compression no longer shrinks.
    writeFileSync(path.join(root, 'small.css.br'), 'stale');

    const output = precompress(root);
    expect(output).toMatch(/total\s+\d+ files/);

    for (const file of ['assets/deep/chunk.js', 'assets/deep/chunk.js.map']) {
      const original = read(root, file);
      const br = read(root, `${file}.br`);
      const gz = read(root, `${file}.gz`);
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
    for (const skipped of ['small.css', 'font.woff2', 'photo.png', 'random.json']) {
      expect(existsSync(path.join(root, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(path.join(root, `${skipped}.gz`)), skipped).toBe(false);
    }
    // Base64 noise: gzip's Huffman coding still saves a quarter, so it is kept where it pays.
    const noiseText = read(root, 'noise.txt');
    for (const variant of ['noise.txt.br', 'noise.txt.gz']) {
      if (existsSync(path.join(root, variant))) {
        expect(read(root, variant).length).toBeLessThan(noiseText.length);
      }
    }

    // Again, on its own output: the same variants, nothing compressed twice.
    const before = read(root, 'assets/deep/chunk.js.br');
    precompress(root);
    expect(read(root, 'assets/deep/chunk.js.br').equals(before)).toBe(true);
    expect(existsSync(path.join(root, 'assets/deep/chunk.js.br.br'))).toBe(false);
    expect(existsSync(path.join(root, 'assets/deep/chunk.js.gz.gz'))).toBe(false);
    expect(existsSync(path.join(root, 'assets/deep/chunk.js.br.gz'))).toBe(false);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('the web build, compressed and prerendered', () => {
  let root: string;
  let app: App;
  beforeAll(async () => {
    root = fakeBuild({ prerendered: true });
    app = await buildTestApp('pglite', { webRoot: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  describe.each([
    { acceptEncoding: 'gzip, deflate, br', encoding: 'br' },
    { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
    { acceptEncoding: 'gzip', encoding: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip' },
    { acceptEncoding: 'identity', encoding: undefined },
    { acceptEncoding: undefined, encoding: undefined },
  ])('asked with Accept-Encoding: $acceptEncoding', ({ acceptEncoding, encoding }) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };

    it.each([
      ['/assets/app-abc123.js', 'assets/app-abc123.js', 'application/javascript; charset=utf-8'],
      ['/assets/app-abc123.css', 'assets/app-abc123.css', 'text/css; charset=utf-8'],
      // However small: one of the build's chunks of a few hundred bytes.
      [
        '/assets/jsx-runtime-abc123.js',
        'assets/jsx-runtime-abc123.js',
        'application/javascript; charset=utf-8',
      ],
      ['/', 'index.html', 'text/html; charset=utf-8'],
      ['/ar', 'ar/index.html', 'text/html; charset=utf-8'],
      ['/congratulations', '200.html', 'text/html; charset=utf-8'],
    ])('sends %s (%s) in that encoding', async (url, file, contentType) => {
      const response = await app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe(contentType);
      expect(varies(response.headers.vary)).toContain('accept-encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const original = read(root, file);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(original.length);
      expect(decode(response.rawPayload, encoding).equals(original)).toBe(true);
    });
  });

  it('caches hashed assets for a year, in every encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const response = await app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends hashed assets the short set of security headers, and pages the whole set', async () => {
    for (const url of [
      '/assets/app-abc123.js',
      '/assets/app-abc123.css',
      '/assets/missing.js',
      '/first-paint.js',
      '/favicon.svg',
    ]) {
      const { headers } = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // What only a page obeys is left out: a script runs under the policy of its page.
      for (const pageOnly of ['permissions-policy', 'x-frame-options', 'origin-agent-cluster']) {
        expect(headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
      }
    }
    const page = await app.inject('/');
    expect(page.headers['permissions-policy']).toBeDefined();
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    ['/', 'index.html'],
    ['/?lang=ar', 'index.html'],
    ['/ar', 'ar/index.html'],
    ['/ar/', 'ar/index.html'],
    ['/ar?x=1', 'ar/index.html'],
    ['/ar/?x=1', 'ar/index.html'],
    ['/help-and-support', 'help-and-support/index.html'],
    ['/help-and-support/', 'help-and-support/index.html'],
    // Not prerendered: the app shell, which the client renders.
    ['/ar/help-and-support', '200.html'],
    ['/congratulations', '200.html'],
    ['/no/such/page', '200.html'],
    ['/AR', '200.html'],
    ['/ar//', '200.html'],
    // Asked for directly, a prerendered page is sent as it is.
    ['/index.html', 'index.html'],
    ['/ar/index.html', 'ar/index.html'],
    ['/200.html', '200.html'],
  ])('answers %s with %s, revalidated on every visit', async (url, file) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(varies(response.headers.vary)).toContain('accept-encoding');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(decode(response.rawPayload, 'br').equals(read(root, file))).toBe(true);
  });

  it.each([
    // A browser that prefers Arabic: first-paint.js sends it on to /ar before anything is drawn.
    ['ar-AE,ar;q=0.9,en;q=0.8', '/', 'index.arabic-browser.html'],
    ['fr-FR, ar;q=0.8, en;q=0.5', '/', 'index.arabic-browser.html'],
    ['en-US,en;q=0.9,ar;q=0.8', '/', 'index.html'],
    [undefined, '/', 'index.html'],
    // No copy of that page, or an Arabic page: the page itself, whoever asks.
    ['ar-AE', '/help-and-support', 'help-and-support/index.html'],
    ['ar-AE', '/ar', 'ar/index.html'],
  ])('sends a browser whose languages are %s, at %s, %s', async (acceptLanguage, url, file) => {
    const response = await app.inject({
      url,
      headers: {
        'accept-encoding': 'br',
        ...(acceptLanguage !== undefined && { 'accept-language': acceptLanguage }),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(decode(response.rawPayload, 'br').equals(read(root, file))).toBe(true);
    expect(response.headers['cache-control']).toBe('no-cache');
    // A cache keeps the two apart where the answer depends on the languages.
    const vary = varies(response.headers.vary);
    expect(vary).toContain('accept-encoding');
    expect(vary.includes('accept-language')).toBe(url === '/');
  });

  it('answers HEAD as GET, without the body', async () => {
    for (const url of ['/ar', '/congratulations', '/assets/app-abc123.js']) {
      const headers = { 'accept-encoding': 'gzip, br' };
      const get = await app.inject({ method: 'GET', url, headers });
      const head = await app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const header of [
        'content-type',
        'content-encoding',
        'content-length',
        'vary',
        'cache-control',
        'etag',
      ]) {
        expect(head.headers[header], `${url} ${header}`).toBe(get.headers[header]);
      }
    }
  });

  it('sends fonts as they are, compressed already', async () => {
    const response = await app.inject({
      url: '/assets/inter-abc123.woff2',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(read(root, 'assets/inter-abc123.woff2'))).toBe(true);
  });

  it('sends a file that compression does not shrink as it is', async () => {
    const response = await app.inject({
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(varies(response.headers.vary)).toContain('accept-encoding');
    expect(response.body).toBe(read(root, 'favicon.svg').toString());
  });

  it('answers a missing file with 404, not the page', async () => {
    for (const url of ['/assets/missing.js', '/assets/app-abc123.js.br', '/index.html.gz']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('keeps unknown API paths as API 404s', async () => {
    for (const url of ['/api/unknown', '/api/unknown/', '/geoIp2/other']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('never reads outside the build', async () => {
    const outside = path.join(path.dirname(root), 'outside.html');
    writeFileSync(outside, 'secret');
    try {
      for (const url of [
        '/..%2foutside.html',
        '/%2e%2e/outside',
        '/ar/%2e%2e/%2e%2e/outside',
        '/ar/../../outside',
      ]) {
        const response = await app.inject({ url });
        expect(response.body, url).not.toContain('secret');
      }
    } finally {
      rmSync(outside);
    }
  });
});

describe('a web build without prerendered pages', () => {
  let root: string;
  let app: App;
  beforeAll(async () => {
    root = fakeBuild({ prerendered: false });
    app = await buildTestApp('pglite', { webRoot: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/ar', '/ar/', '/help-and-support', '/congratulations?x=1'])(
    'answers %s with index.html, compressed',
    async (url) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(varies(response.headers.vary)).toContain('accept-encoding');
      expect(decode(response.rawPayload, 'gzip').equals(read(root, 'index.html'))).toBe(true);
    },
  );

  it('still works without the compressed files (a build that skipped the step)', async () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'mizan-web-plain-'));
    cpSync(root, plain, {
      recursive: true,
      filter: (source) => !/\.(?:br|gz)$/.test(source),
    });
    const plainApp = await buildTestApp('pglite', { webRoot: plain });
    try {
      for (const url of ['/', '/ar', '/assets/app-abc123.js']) {
        const response = await plainApp.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(varies(response.headers.vary)).toContain('accept-encoding');
      }
    } finally {
      await plainApp.close();
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
