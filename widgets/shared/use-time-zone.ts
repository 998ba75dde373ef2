/**
 * The time zone dates are written in: UTC on the server and in a hydration's first render (the
 * server cannot know the shopper's zone, and the first client render must be the server's),
 * then the browser's own zone once the element is live (undefined: Intl's default, the
 * shopper's). Where the shopper's zone is UTC nothing changes on screen.
 */
import { useEffect, useState } from 'react';

export function useTimeZone(): string | undefined {
  const [zone, setZone] = useState<string | undefined>('UTC');
  useEffect(() => setZone(undefined), []);
  return zone;
}
