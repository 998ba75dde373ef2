import { lazyImageStyles } from '../shared/lazy-image';
import { listingStyles } from '../shared/listing.styles';
import { token } from '../shared/styles';

/** Article cards in rows (thumbnail beside the text) or in masonry columns, on top of the shared listing styles. */
export const articleListingStyles = `
  ${listingStyles}
  ${lazyImageStyles}
  .summary.visually-hidden { margin: 0; }
  .cards { list-style: none; margin: 0; padding: 0; }
  .card { position: relative; min-width: 0; }
  .card-link { color: ${token('titleColor')}; text-decoration: none; border-radius: 2px; }
  .card-link::after { content: ""; position: absolute; inset: 0; }
  .card:hover .title, .card-link[aria-current="page"] .title { color: ${token('primaryColor')}; text-decoration: underline; }
  .media { display: block; overflow: hidden; border-radius: ${token('borderRadius')}; border: 1px solid ${token('borderColor')}; }
  .title { font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; font-size: 1.0625rem; line-height: 1.35; overflow-wrap: anywhere; }
  .meta { margin: .35rem 0 0; color: ${token('descColor')}; font-size: .8125rem; }
  .excerpt { margin: .35rem 0 0; color: ${token('textColor')}; line-height: 1.5; }

  /* Rows: the thumbnail beside the text. */
  .rows { display: grid; gap: ${token('blockSpace')}; }
  .rows .card { display: grid; grid-template-columns: clamp(4.5rem, 22vw, 8rem) 1fr; gap: 1rem; align-items: start; }
  .rows .media { aspect-ratio: 1; }

  /* Masonry: CSS columns, so DOM order = reading order = tab order (down a column, then the next). */
  /* As many 15rem columns as fit, three at most: a few cards in many columns leave holes. */
  .masonry { columns: 15rem 3; column-gap: 1rem; }
  .masonry .card { display: flex; flex-direction: column; gap: .5rem; break-inside: avoid; margin: 0 0 1.25rem; }
  .masonry .lazy-image { height: auto; min-height: 8rem; }
  .masonry .lazy-image[data-state="loaded"] { min-height: 0; }
  .masonry .lazy-image img { height: auto; }
  .skeleton .media { border: 0; aspect-ratio: 1; }
  .masonry.skeleton .card:nth-child(even) .media { aspect-ratio: 4 / 3; }
  .fallback { display: contents; }
`;
