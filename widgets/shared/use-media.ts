/** Media queries as React state, following changes (a shopper can switch them while browsing). */
import { useEffect, useState } from 'react';

/**
 * Whether `query` matches, following changes. With `afterMount`, false until the element has
 * mounted (then the real answer, from an effect): for elements drawn on the server, whose first
 * client render must equal the server's.
 */
export function useMediaQuery(query: string, { afterMount = false }: { afterMount?: boolean } = {}): boolean {
  const [matches, setMatches] = useState(() => (afterMount ? false : matchMedia(query).matches));
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export const usePrefersReducedMotion = (options?: { afterMount?: boolean }): boolean => useMediaQuery('(prefers-reduced-motion: reduce)', options);
