/**
 * The APG menu's "Escape or click outside" rule, for an open menu or popup: while `active`, a
 * click or focus anywhere outside `host` calls `onOutside`. composedPath() sees through shadow
 * roots, so a click inside our own shadow root is not outside.
 */
import { useEffect, useRef } from 'react';

export function useOutside(active: boolean, host: HTMLElement, onOutside: () => void): void {
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const close = (event: Event) => {
      if (!event.composedPath().includes(host)) latest.current();
    };
    document.addEventListener('click', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('focusin', close);
    };
  }, [active, host]);
}
