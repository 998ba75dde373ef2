/** Replaced at build time (rollup, esbuild in tests) with package.json's version. */
declare const __SHOP_VERSION__: string;
