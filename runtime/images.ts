/**
 * The one image loader every element uses (spec sections 4 and 9): an image starts loading when
 * it comes within 1.3 viewport heights, is tried up to 3 times, and goes through the states
 * loading -> loaded | error. Loads start in batches at most every 200 ms, and the last 200
 * loaded addresses are remembered so a shown-again image appears at once.
 */
import { IMAGE_ATTEMPTS, IMAGE_CACHE_SIZE, IMAGE_PRELOAD_FACTOR, IMAGE_THROTTLE_MS } from './constants';

export type ImageState = 'loading' | 'loaded' | 'error';

export interface ImageLoader {
  /** Loads `src` for `target` once it nears the viewport; `onState` hears every change. Returns a stop function. */
  watch(target: Element, src: string, onState: (state: ImageState) => void): () => void;
  /** True when `src` loaded recently (it is in the cache). */
  cached(src: string): boolean;
}

export interface ImageLoaderOptions {
  attempts?: number;
  preloadFactor?: number;
  throttleMs?: number;
  cacheSize?: number;
}

export function createImageLoader(options: ImageLoaderOptions = {}): ImageLoader {
  const attempts = options.attempts ?? IMAGE_ATTEMPTS;
  const throttleMs = options.throttleMs ?? IMAGE_THROTTLE_MS;
  const cacheSize = options.cacheSize ?? IMAGE_CACHE_SIZE;
  // Insertion order makes the Map a least-recently-used list.
  const cache = new Map<string, true>();
  const waiting = new Map<Element, { src: string; onState: (state: ImageState) => void }>();
  let queue: Element[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastFlush = Number.NEGATIVE_INFINITY;

  const remember = (src: string) => {
    cache.delete(src);
    cache.set(src, true);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  };

  const load = (src: string, onState: (state: ImageState) => void, attempt = 1) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      remember(src);
      onState('loaded');
    };
    // Retry after a pause: a dropped connection or an overloaded server is often brief.
    image.onerror = () => (attempt < attempts ? setTimeout(() => load(src, onState, attempt + 1), throttleMs * attempt) : onState('error'));
    image.src = src;
  };

  const flush = () => {
    timer = undefined;
    lastFlush = Date.now();
    const batch = queue;
    queue = [];
    for (const target of batch) {
      const entry = waiting.get(target);
      if (!entry) continue;
      waiting.delete(target);
      observer?.unobserve(target);
      load(entry.src, entry.onState);
    }
  };

  const schedule = () => {
    if (timer) return;
    timer = setTimeout(flush, Math.max(0, lastFlush + throttleMs - Date.now()));
  };

  const margin = `0px 0px ${Math.round(((options.preloadFactor ?? IMAGE_PRELOAD_FACTOR) - 1) * 100)}% 0px`;
  let observer: IntersectionObserver | undefined;
  const intersections = () =>
    (observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting && waiting.has(entry.target)) queue.push(entry.target);
        if (queue.length) schedule();
      },
      { rootMargin: margin },
    ));

  return {
    watch(target, src, onState) {
      onState('loading');
      if (cache.has(src)) {
        remember(src);
        onState('loaded');
        return () => undefined;
      }
      waiting.set(target, { src, onState });
      intersections().observe(target);
      return () => {
        waiting.delete(target);
        observer?.unobserve(target);
      };
    },
    cached: (src) => cache.has(src),
  };
}

/** The loader elements use. */
export const images = createImageLoader();
