// @ts-check
/**
 * Brotli and gzip copies of every compressible file of the build (`x.js` → `x.js.br`, `x.js.gz`),
 * written once at build time so the web server only picks one (sandbox/http/compression.mjs,
 * nginx `gzip_static`/`brotli_static`). A copy that would not be smaller is not written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing (images, fonts and PDFs already are). Source maps are not served to riders. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
  '.wasm',
]);

/** @param {string} dir @returns {Promise<string[]>} */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes the `.br` and `.gz` copies under `dir`.
 * @param {string} dir @returns {Promise<{ files: number, bytes: number, br: number, gzip: number }>} totals of the compressed files
 */
export async function precompressDir(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file).toLowerCase()));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
        gz(source, { level: 9 }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
      totals.files += 1;
      totals.bytes += source.length;
      totals.br += Math.min(br.length, source.length);
      totals.gzip += Math.min(gzipped.length, source.length);
    }),
  );
  return totals;
}

/** The Vite plugin: precompresses the output folder after a production build has written it. @returns {import('vite').Plugin} */
export function precompress() {
  /** @type {string | undefined} */
  let outDir;
  return {
    name: 'tapway:precompress',
    apply: 'build',
    writeBundle(options) {
      outDir = options.dir;
    },
    async closeBundle() {
      if (!outDir) return;
      const { files, bytes, br, gzip: gzipped } = await precompressDir(outDir);
      const kB = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} kB`;
      this.info(`precompressed ${files} files: ${kB(bytes)} → ${kB(br)} brotli, ${kB(gzipped)} gzip`);
    },
  };
}
