/**
 * A listing's state in the address (`?sort=price-asc&page=2`), so reload and shared links show
 * the same list. Each change the shopper makes (page, sort, filter) is a history entry of its
 * own, so Back returns to the list as it was (and the browser puts the scroll position back);
 * other query parameters, the hash and history.state are kept.
 */
import { useEffect, useRef } from 'react';
import { claimQuery } from '../../runtime/navigation/navigator';

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

/** Replaces the current history entry's query with these parameters (no new entry: for corrections, not the shopper's changes). */
export function replaceParams(values: Record<string, string | undefined>): void {
  const search = withParams(values);
  if (search === location.search) return;
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/** A new history entry with these parameters (nothing when the address already says so). */
export function pushParams(values: Record<string, string | undefined>): void {
  const search = withParams(values);
  if (search === location.search) return;
  history.pushState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/**
 * While mounted (and `enabled`), the element owns the page's query: Back and Forward between
 * its entries call `restore` with the address's query instead of the page being fetched again.
 */
export function useQueryHistory(restore: (search: string) => void, enabled = true): void {
  const latest = useRef(restore);
  latest.current = restore;
  useEffect(() => {
    if (!enabled) return;
    const path = location.pathname;
    const release = claimQuery();
    const onPop = () => location.pathname === path && latest.current(location.search);
    window.addEventListener('popstate', onPop);
    return () => {
      release();
      window.removeEventListener('popstate', onPop);
    };
  }, [enabled]);
}
