/**
 * `shop-elements/server`, built to lib/server.mjs (rollup.config.mjs, serverModule): the server
 * renderer (./render.tsx) and the preload helper (./preload.mjs), for Node 20+ hosts.
 */
export { expandElements, renderElement, rendersOnServer, styleHashes, type AttributeValue, type RenderOptions } from './render';
export { serverRenderedTags } from '../../widgets/server-elements';
export { preloadFiles, preloadLinks, readManifest, tagsIn } from './preload.mjs';
