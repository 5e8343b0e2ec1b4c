// Compresses the built site once, at build time, so that the server sends bytes it never has to
// compress per request (the last step of `npm run build`):
//
//   node scripts/precompress.mjs dist
//
// Next to every text file it writes `<file>.br` (brotli, quality 11, text mode) and `<file>.gz`
// (gzip, level 9), which the server (@fastify/static, preCompressed) picks by the request's
// Accept-Encoding; a variant that is not smaller than its file is not written, so a file of a
// few bytes goes as it is. No size floor: the 1 KB one it had sent the build's small chunks
// uncompressed, 8 of them on the card journey (a 726-byte chunk as 726 bytes where brotli makes
// 382). Fonts and images are compressed already and left alone. Running it again
// rewrites every variant (and removes one that no longer pays), so it is safe to run on a build it
// has already seen.
//
// The zlib calls are asynchronous: they run on libuv's thread pool, several files at a time.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; woff2, png, jpg, webp... are compressed already. */
export const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);

/**
 * Writes the .br and .gz variants of every text file under `dir` (recursively).
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, br: number, gz: number,
 *   byExtension: Record<string, { files: number, bytes: number, br: number, gz: number }> }>}
 *   `files`: the files compressed; `bytes`: their size; `br`, `gz`: the size of what a client
 *   accepting that encoding downloads for them (the original where a variant was not written).
 */
export async function precompress(dir) {
  const root = resolve(dir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const candidates = entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));

  const results = await Promise.all(candidates.map(compressFile));

  const summary = { files: 0, bytes: 0, br: 0, gz: 0, byExtension: {} };
  for (const result of results) {
    const extension = extname(result.file).toLowerCase();
    const totals = (summary.byExtension[extension] ??= { files: 0, bytes: 0, br: 0, gz: 0 });
    for (const target of [summary, totals]) {
      target.files += 1;
      target.bytes += result.bytes;
      target.br += result.br;
      target.gz += result.gz;
    }
  }
  return summary;
}

/** Compresses one file. */
async function compressFile(file) {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    file,
    bytes: content.length,
    br: await writeIfSmaller(`${file}.br`, br, content.length),
    gz: await writeIfSmaller(`${file}.gz`, gz, content.length),
  };
}

/** Writes a variant that is smaller than the original (removing a stale one that is not). */
async function writeIfSmaller(target, compressed, originalSize) {
  if (compressed.length >= originalSize) {
    await rm(target, { force: true });
    return originalSize;
  }
  await writeFile(target, compressed);
  return compressed.length;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const percent = (part, whole) => `${whole ? Math.round((100 * part) / whole) : 0}%`;

/** One line per extension and a total: what the build's visitors download. */
export function formatSummary(summary) {
  const line = (label, totals) =>
    `${label.padEnd(14)} ${String(totals.files).padStart(4)} files ${kib(totals.bytes).padStart(12)}` +
    ` -> br ${kib(totals.br).padStart(11)} (${percent(totals.br, totals.bytes)})` +
    ` gz ${kib(totals.gz).padStart(11)} (${percent(totals.gz, totals.bytes)})`;
  return [
    ...Object.entries(summary.byExtension)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([extension, totals]) => line(extension, totals)),
    line('total', summary),
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/precompress.mjs <dir>');
    process.exit(2);
  }
  const started = performance.now();
  const summary = await precompress(dir);
  console.log(`precompress ${resolve(dir)}\n${formatSummary(summary)}`);
  console.log(`done in ${Math.round(performance.now() - started)} ms`);
}
