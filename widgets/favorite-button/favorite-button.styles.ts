import { favoriteToggleStyles } from '../shared/favorite-toggle.styles';

export const favoriteButtonStyles = `
  :host { display: inline-block; }
  ${favoriteToggleStyles}
  .favorite[aria-disabled="true"] { cursor: progress; }
`;
