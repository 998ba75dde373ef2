import { token } from '../shared/styles';
import { favoriteItemsStyles } from '../shared/favorite-items.styles';

export const userFavoriteStyles = `
  ${favoriteItemsStyles}
  .tabs { display: flex; gap: .25rem; margin-bottom: 1rem; border-bottom: 1px solid ${token('borderColor')}; }
  .tab {
    display: inline-flex; align-items: center; box-sizing: border-box;
    min-height: 2.75em; padding: 0 1rem; margin-bottom: -1px; font: inherit; cursor: pointer; color: ${token('descColor')};
    text-decoration: none; background: transparent; border: 0; border-bottom: 3px solid transparent;
  }
  .tab[aria-selected="true"] { color: ${token('textColor')}; font-weight: 600; border-bottom-color: ${token('primaryColor')}; }
  .panel:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 4px; }
`;
