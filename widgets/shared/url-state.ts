/**
 * A listing's state in the address (`?sort=price-asc&page=2`), so reload and shared links show
 * the same list. Each change the shopper makes (page, sort, filter) is a history entry of its
 * own, so Back returns to the list as it was (and the browser puts the scroll position back);
 * other query parameters, the hash and history.state are kept.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import { claimQuery } from '../../runtime/navigation/navigator';
import { RenderContext } from './render-context';

/**
 * The page address's path (`/category/shirts`): the server's request while rendering there, the
 * window's in the browser. With usePageSearch(), what a listing writes its page links from
 * during render (a render reads no `location`: the server has none).
 */
export function usePagePath(): string {
  const url = useContext(RenderContext).url;
  if (url !== undefined) return new URL(url, 'http://server.invalid').pathname;
  return typeof location === 'undefined' ? '/' : location.pathname;
}

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

/**
 * Scrolls to `y`, following the page as it grows (the list's cards hold elements of their own,
 * which draw a moment later) until `y` is reached or the shopper scrolls, taps or types.
 */
function scrollBackTo(y: number): void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= y;
  window.scrollTo(0, y);
  if (reachable()) return;
  const growing = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (reachable()) stop();
  });
  const stop = () => {
    growing.disconnect();
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, stop);
  };
  growing.observe(document.body);
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(type, stop, { passive: true });
}

/** Where the shopper was on an entry when they left it (kept in its history.state). */
const SCROLL_KEY = 'shopScrollY';

/**
 * A new history entry with these parameters (nothing when the address already says so). The
 * entry left behind keeps its scroll position, for Back.
 */
export function pushParams(values: Record<string, string | undefined>): void {
  const search = withParams(values);
  if (search === location.search) return;
  history.replaceState({ ...(history.state as object | null), [SCROLL_KEY]: window.scrollY }, '');
  history.pushState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/**
 * While mounted (and `enabled`), the element owns the page's query: Back and Forward between
 * its entries call `restore` with the address's query instead of the page being fetched again.
 * Once the restored list is drawn (`settled` turns true), the scroll position the entry kept
 * comes back: the browser's own restoration happens at once, while the list shown may still be
 * a shorter one, and is cut short.
 */
export function useQueryHistory(restore: (search: string) => void, enabled: boolean, settled: boolean): void {
  const latest = useRef(restore);
  latest.current = restore;
  const scroll = useRef<number | undefined>(undefined);
  // After a history move the list reloads: the kept position applies once the new list is
  // drawn, so the load must be seen starting (settled false) and ending (true again).
  const phase = useRef<'idle' | 'moved' | 'loading'>('idle');
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const path = location.pathname;
    const release = claimQuery();
    const onPop = (event: PopStateEvent) => {
      if (location.pathname !== path) return;
      const kept = (event.state as Record<string, unknown> | null)?.[SCROLL_KEY];
      scroll.current = typeof kept === 'number' ? kept : undefined;
      phase.current = 'moved';
      latest.current(location.search);
      setMoves((n) => n + 1);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      release();
      window.removeEventListener('popstate', onPop);
    };
  }, [enabled]);
  useEffect(() => {
    if (phase.current === 'moved' && !settled) phase.current = 'loading';
    else if (phase.current === 'loading' && settled) {
      phase.current = 'idle';
      if (scroll.current !== undefined) scrollBackTo(scroll.current);
      scroll.current = undefined;
    }
  }, [settled, moves]);
}
