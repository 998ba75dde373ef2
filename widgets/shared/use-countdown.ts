/**
 * Whole seconds left until `start(seconds)`'s end, for the "Resend in N s" buttons (codes and
 * e-mail links). Counted from the clock rather than by ticks, so a tab that was in the
 * background shows the right number when it comes back, and the number never depends on how
 * soon a render followed the last tick.
 */
import { useLayoutEffect, useState } from 'react';

export function useCountdown(): { left: number; start(seconds: number): void } {
  const [end, setEnd] = useState(0);
  // Read from the clock only once a countdown starts: a render is pure (the server draws it).
  const [now, setNow] = useState(0);
  // Set up in the commit that shows the first number: the ticking runs from the moment it is seen.
  useLayoutEffect(() => {
    if (end <= Date.now()) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return {
    left: Math.max(0, Math.ceil((end - now) / 1000)),
    start(seconds: number) {
      const time = Date.now();
      setNow(time);
      setEnd(time + seconds * 1000);
    },
  };
}
