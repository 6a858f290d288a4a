import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers that announce it. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, at
 * the strongest settings: the server sends the copy the request accepts instead of compressing each
 * response. Source maps are left out (the server does not serve them). `include`, when given,
 * narrows the files to those whose name matches it.
 */
export function precompress(options: { include?: RegExp } = {}): Plugin {
  let outDir = '';
  return {
    name: 'kizuna-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const names = await readdir(outDir, { recursive: true });
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name) && (options.include?.test(path.basename(name)) ?? true))
          .map(async (name) => {
            const file = path.join(outDir, name);
            const source = await readFile(file);
            if (source.byteLength < MIN_COMPRESS_BYTES) return;
            const [br, gz] = await Promise.all([
              brotliAsync(source, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
                },
              }),
              gzipAsync(source, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
