/**
 * A listing's state in the address (`?sort=price-asc&page=2`), so reload and shared links show
 * the same list. Written with history.replaceState: changing the sort or the page is not a new
 * history entry, other query parameters, the hash and history.state are kept.
 */

/** The address's query parameters named in `names` (missing ones are left out). */
export function readParams<N extends string>(names: readonly N[], search: string = location.search): Partial<Record<N, string>> {
  const params = new URLSearchParams(search);
  const out: Partial<Record<N, string>> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value !== '') out[name] = value;
  }
  return out;
}

/** `search` with these parameters set (undefined removes one); returns '' or '?...'. */
export function withParams(values: Record<string, string | undefined>, search: string = location.search): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === '') params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Replaces the current history entry's query with these parameters. */
export function replaceParams(values: Record<string, string | undefined>): void {
  const search = withParams(values);
  if (search === location.search) return;
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}
