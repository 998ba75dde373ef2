/**
 * Where each element's code is: the build (rollup.config.mjs, chunkTable) writes the table in
 * place of `__SHOP_CHUNKS__`. Its own small chunk, which the loader fetches at start alongside
 * the runtime, so the loader itself stays small (docs/loading.md).
 *
 * [S, [[name, ...indexes of the entries it imports], ...]]: names are file names in chunks/
 * without `.js`; the first S entries are shared chunks, every later one an element's
 * (`shop-` + its name without the 9-character `-<hash>`).
 */
export type ChunkTable = [shared: number, files: [string, ...number[]][]];

declare const __SHOP_CHUNKS__: ChunkTable;

export const table: ChunkTable = __SHOP_CHUNKS__;

/**
 * Where each element's words are (scripts/message-groups.mjs): [hash, the runtime's groups, each
 * element's groups, in the order of the elements above]. A group's words in a language are
 * `messages/<hash>/<language>/<group>.js` beside `chunks/`.
 */
export type MessageTable = [hash: string, runtime: number[], elements: number[][]];

declare const __SHOP_MESSAGES__: MessageTable;

export const messageTable: MessageTable = __SHOP_MESSAGES__;
