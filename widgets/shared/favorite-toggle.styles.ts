/** Styles of ./favorite-toggle.tsx. */
import { token } from './styles';

export const favoriteToggleStyles = `
  .favorite {
    display: inline-flex; align-items: center; gap: .4em; min-height: 44px; padding: 0 .9rem;
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: inherit; font: inherit; cursor: pointer;
  }
  .favorite svg { width: 1.25em; height: 1.25em; fill: none; stroke: currentColor; stroke-width: 1.8; }
  .favorite[aria-pressed="true"] { border-color: ${token('errorColor')}; }
  .favorite[aria-pressed="true"] svg { fill: ${token('errorColor')}; stroke: ${token('errorColor')}; }
`;
