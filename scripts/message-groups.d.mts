/** scripts/message-groups.mjs: the words split by the elements that use them. */
export const MIN_WORDS: number;
export function keysIn(code: string, keys: Set<string>): Set<string>;
export interface Group<T> {
  users: Set<string>;
  size: number;
  items: T[];
}
export function mergeSmall<T>(groups: Iterable<Group<T>>, min: number): Group<T>[];
export function planMessages(users: Map<string, string[]>, catalogues: Record<string, Record<string, string>>): { groups: string[][]; needs: Map<string, number[]>; hash: string; unused: string[] };
export function groupModule(keys: string[], messages: Record<string, string>): string;
