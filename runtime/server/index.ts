/**
 * `shop-elements/server`, built to lib/server.mjs (rollup.config.mjs, serverModule): the server
 * renderer (./render.tsx), the preload helper (./preload.mjs) and the theme's screen names
 * (../breakpoints.ts, for a host that takes them from its own settings), for Node 20+ hosts.
 */
export { expandElements, renderElement, rendersOnServer, styleHashes, type AttributeValue, type RenderOptions } from './render';
export { serverRenderedTags } from '../../widgets/server-elements';
export { isScreenLength, SCREEN_NAMES } from '../breakpoints';
export { preloadFiles, preloadLinks, readManifest, tagsIn } from './preload.mjs';
