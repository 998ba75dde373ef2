/**
 * State that follows a prop: `follow` runs while rendering, when any of `values` differs from the
 * last render's (React's own way to adjust state to a prop). Not in an effect: an element's
 * first effects run a task after its first commit, and a press that lands before them (a slow
 * phone) would be undone when they re-applied the prop.
 */
import { useState } from 'react';

export function useFollow(values: readonly unknown[], follow: () => void): void {
  const [seen, setSeen] = useState(values);
  if (values.length !== seen.length || values.some((value, i) => !Object.is(value, seen[i]))) {
    setSeen(values);
    follow();
  }
}
