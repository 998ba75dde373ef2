// Rollup plugin (rollup.config.mjs): once the bundle is written, the analyzer writes the element
// manifests and types into dist/ (custom-elements-manifest.config.mjs), so every build, and
// `npm test`'s `npx rollup -c`, ships them next to the code they describe.
import { cli } from '@custom-elements-manifest/analyzer/cli.js';

export function elementManifests() {
  return {
    name: 'shop-element-manifests',
    async writeBundle() {
      await cli({ argv: ['analyze', '--config', 'custom-elements-manifest.config.mjs'], cwd: process.cwd() });
    },
  };
}
