// Rollup plugin (rollup.config.mjs): once the bundle is written, the analyzer writes the element
// manifests and types into dist/ (custom-elements-manifest.config.mjs), so every build, and
// `npm test`'s `npx rollup -c`, ships them next to the code they describe; each gets its .br and
// .gz like every other dist/ file.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { outputs } from '../custom-elements-manifest.config.mjs';

export function elementManifests() {
  return {
    name: 'shop-element-manifests',
    async writeBundle({ dir }) {
      process.env.CEM_OUTDIR = dir;
      await cli({ argv: ['analyze', '--config', 'custom-elements-manifest.config.mjs'], cwd: process.cwd() });
      for (const name of outputs) {
        const path = join(dir, name);
        const bytes = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
      }
    },
  };
}
