import { lazyImageStyles } from '../shared/lazy-image';
import { listingStyles } from '../shared/listing.styles';
import { token } from '../shared/styles';

/** The product grid and cards, on top of the shared listing styles. */
export const productListingStyles = `
  ${listingStyles}
  ${lazyImageStyles}
  /* Cards 10.5rem wide at least, but two a row down to a 272px grid: a 360px phone, or a narrow
     window whose scrollbar takes its width (Firefox's 12px on Linux), would otherwise get one
     card a row at twice the height. Under 272px, one card a row. */
  .cards {
    display: grid; gap: ${token('blockSpace')} 1rem; grid-template-columns: repeat(auto-fill, minmax(max(min(100%, 8rem), min(50% - .5rem, 10.5rem)), 1fr));
    list-style: none; margin: 0; padding: 0;
  }
  .card { display: flex; flex-direction: column; gap: .35rem; min-width: 0; }
  .card-link { display: flex; flex-direction: column; gap: .5rem; color: ${token('textColor')}; text-decoration: none; border-radius: ${token('borderRadius')}; }
  .card-link:hover .name { color: ${token('primaryColor')}; text-decoration: underline; }
  .media { display: block; aspect-ratio: 1; overflow: hidden; border-radius: ${token('borderRadius')}; border: 1px solid ${token('borderColor')}; }
  .skeleton .media { border: 0; }
  .name { font-weight: 500; line-height: 1.35; overflow-wrap: anywhere; }
  .sold-out { align-self: flex-start; padding: .1rem .45rem; font-size: .75rem; color: ${token('descColor')}; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
`;
