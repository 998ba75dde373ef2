/**
 * The moving part of a WAI-ARIA carousel over a horizontally scrolling, scroll-snapped strip:
 * which position is shown, moves by buttons, arrow keys and swipes, and telling them apart.
 * <shop-slides>, <shop-product-slides> and <shop-product-mobile-image> share it; each renders
 * its own buttons and labels.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { usePrefersReducedMotion } from './use-media';

export interface CarouselOptions {
  /** How many positions the strip has (slides, or first-visible cards). */
  count: number;
  /** Moving past the last position goes to the first, and back. */
  loop?: boolean;
  /** A move the shopper made (button, key, swipe); not automatic ones. */
  onUserMove?: (index: number) => void;
  /** Pixels from one position to the next; the strip's width (one slide per view) by default. */
  step?: (strip: HTMLElement) => number;
  /**
   * For an element drawn on the server: media are read only once mounted (`reducedMotion` is
   * false until then), so the first client render is the server's.
   */
  afterMount?: boolean;
  /** The position shown first (a server render drawn at a picked image); 0 by default. */
  start?: number;
}

const fullWidth = (strip: HTMLElement) => strip.clientWidth;

export function useCarousel({ count, loop = false, onUserMove, step = fullWidth, afterMount = false, start = 0 }: CarouselOptions) {
  const viewport = useRef<HTMLDivElement>(null);
  const [index, setIndexState] = useState(start);
  // Relative moves read the ref, not the render's index: two quick presses of "next" must move twice.
  const latest = useRef(start);
  const setIndex = (next: number) => {
    latest.current = next;
    setIndexState(next);
  };
  const reducedMotion = usePrefersReducedMotion({ afterMount });
  // Where a button sent the strip; scroll events on the way there are not the shopper swiping.
  const target = useRef<number | null>(null);
  // The shopper took hold of the strip (pointer, touch, wheel) since the last button move.
  const grabbed = useRef(false);
  /** The strip is 2 px or more away from where a button sent it (false when none did). */
  const shortOfTarget = (strip: HTMLElement, width: number) => target.current !== null && Math.abs(strip.scrollLeft - target.current * width) >= 2;
  const settle = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(settle.current), []);
  const moved = useRef(onUserMove);
  moved.current = onUserMove;

  const go = useCallback(
    (to: number, fromUser: boolean) => {
      const next = (to + count) % Math.max(count, 1);
      const strip = viewport.current;
      if (!strip || count === 0) return;
      target.current = next;
      grabbed.current = false;
      // A second on, the move is over. Cut short by the shopper (they took hold of the strip):
      // the strip stays where they left it. Cut short by the browser (Firefox under load stopped
      // a smooth scroll 2 px along, and the strip stood between cards): it goes where it was sent.
      window.clearTimeout(settle.current);
      settle.current = window.setTimeout(() => {
        const strip = viewport.current;
        const width = strip ? step(strip) : 0;
        if (strip && width && !grabbed.current && shortOfTarget(strip, width)) {
          strip.scrollTo({ left: target.current! * width, behavior: 'auto' });
        }
        target.current = null;
        sync();
      }, 1000);
      strip.scrollTo({ left: next * step(strip), behavior: reducedMotion ? 'auto' : 'smooth' });
      setIndex(next);
      if (fromUser) moved.current?.(next);
    },
    [count, reducedMotion, step],
  );

  // A position past the end (the list got shorter) goes back to the last one.
  useEffect(() => {
    if (count > 0 && latest.current > count - 1) go(count - 1, false);
  }, [count, go]);

  // Swiping scrolls the strip natively (scroll-snap); follow it to keep indicators right.
  const sync = () => {
    const strip = viewport.current;
    const width = strip ? step(strip) : 0;
    if (!strip || !width) return;
    const shown = Math.round(strip.scrollLeft / width);
    if (shown !== latest.current && shown >= 0 && shown < count) {
      setIndex(shown);
      moved.current?.(shown);
    }
  };
  const onScroll = () => {
    const strip = viewport.current;
    const width = strip ? step(strip) : 0;
    if (!strip || !width) return;
    if (target.current !== null) {
      if (!shortOfTarget(strip, width)) target.current = null;
      return;
    }
    sync();
  };
  // When scrolling stops, the strip is where it is: a swipe that cut a button's move short
  // (or came while it was settling) still moves the indicators.
  const onScrollEnd = () => {
    const strip = viewport.current;
    const width = strip ? step(strip) : 0;
    // A scroll that ended short of where a button sent the strip: a stale end (an earlier
    // scroll's) or the shopper grabbing it. The settle timer decides, so the indicators never
    // step back to where the strip started.
    if (strip && width && shortOfTarget(strip, width)) return;
    target.current = null;
    sync();
  };

  const hold = () => {
    grabbed.current = true;
  };

  const atStart = !loop && index === 0;
  const atEnd = !loop && index >= count - 1;

  const onKeyDown = (event: KeyboardEvent) => {
    // Bounds from the ref, like the moves: a key pressed before the last move re-rendered must
    // still stop at the end rather than wrap.
    const at = latest.current;
    let to: number | undefined;
    if (event.key === 'ArrowRight' && (loop || at < count - 1)) to = at + 1;
    else if (event.key === 'ArrowLeft' && (loop || at > 0)) to = at - 1;
    else if (event.key === 'Home' && count > 0) to = 0;
    else if (event.key === 'End' && count > 0) to = count - 1;
    if (to === undefined) return;
    event.preventDefault();
    go(to, true);
  };

  return {
    index,
    latest,
    go,
    atStart,
    atEnd,
    reducedMotion,
    /** Spread on the scrolling strip. */
    viewportProps: { ref: viewport, onScroll, onScrollEnd, onKeyDown, onPointerDown: hold, onTouchStart: hold, onWheel: hold },
  };
}
