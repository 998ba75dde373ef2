/** The styles of ./order-parts.tsx (lines, totals, shipments), on top of ./order-ui.styles.ts. */
import { lazyImageStyles } from './lazy-image';
import { token } from './styles';

export const orderPartsStyles = `
  ${lazyImageStyles}
  .lines { display: grid; gap: .75rem; margin: 0; padding: 0; list-style: none; }
  .line { display: grid; grid-template-columns: 3.5rem 1fr auto; gap: .75rem; align-items: center; }
  .thumb { width: 3.5rem; height: 3.5rem; border-radius: calc(${token('borderRadius')} / 2); overflow: hidden; border: 1px solid ${token('borderColor')}; }
  .line-info { display: grid; gap: .125rem; min-width: 0; }
  .name { font-weight: 600; }
  .options, .qty { color: ${token('descColor')}; font-size: .875em; }
  .line-total, .strong { font-weight: 600; }
  .shipments { margin: 0; padding-left: 1.25rem; display: grid; gap: .25rem; }
  .tracking { font-family: ui-monospace, monospace; }
`;
