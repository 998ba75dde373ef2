/** Styles of ./favorite-items.tsx and the states around it (loading, failed, signed out). */
import { token } from './styles';

export const favoriteItemsStyles = `
  :host { display: block; }
  .heading { margin: 0 0 .75rem; font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; font-size: 1.25em; color: ${token('titleColor')}; }
  .intro { margin: 0 0 1rem; color: ${token('descColor')}; }
  .items { display: grid; grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
  .item { display: flex; flex-direction: column; gap: .4rem; }
  .link { display: flex; flex-direction: column; gap: .4rem; color: inherit; text-decoration: none; }
  .link:hover .name { text-decoration: underline; }
  .media { display: block; aspect-ratio: 1; overflow: hidden; border-radius: ${token('borderRadius')}; background: color-mix(in srgb, ${token('borderColor')} 35%, ${token('backgroundColor')}); }
  .article .media { aspect-ratio: 8 / 5; }
  .media img { display: block; width: 100%; height: 100%; object-fit: cover; }
  .name { font-weight: 600; line-height: 1.35; }
  .price { color: ${token('salesPriceColor')}; }
  .remove {
    align-self: flex-start; min-height: 2.75em; padding: 0 .9rem; margin-top: auto; font: inherit; cursor: pointer;
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; background: ${token('backgroundColor')}; color: ${token('textColor')};
  }
  .browse { color: ${token('primaryColor')}; font-weight: 600; }
  .problem {
    display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; margin: 0 0 1rem; padding: .75rem 1rem;
    border: 1px solid ${token('errorColor')}; border-radius: ${token('borderRadius')}; color: ${token('errorColor')};
  }
  .problem p { margin: 0; }
  .retry {
    min-height: 2.75em; padding: 0 1rem; font: inherit; cursor: pointer; border-radius: ${token('borderRadius')};
    color: ${token('backgroundColor')}; background: ${token('primaryColor')}; border: 1px solid ${token('primaryColor')};
  }
  .signin { margin: 0; }
  .signin a { color: ${token('primaryColor')}; font-weight: 600; }
  [tabindex="-1"]:focus { outline: none; }
  [tabindex="-1"]:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 4px; }
`;
