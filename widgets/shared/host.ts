/** The custom element a React tree renders for, so components can fire events from it. */
import { createContext, useContext } from 'react';

export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() is only available inside a Shop Elements element.');
  return host;
}
