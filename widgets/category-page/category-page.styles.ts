import { listingStyles } from '../shared/listing.styles';
import { token } from '../shared/styles';

export const categoryPageStyles = `
  ${listingStyles}
  .summary.visually-hidden { margin: 0; }
  .pages { list-style: none; margin: 0; padding: 0; }
  .page { padding: .75rem 0; border-bottom: 1px solid ${token('borderColor')}; }
  .page:first-child { padding-top: 0; }
  .page a {
    display: inline-flex; align-items: center; min-height: 1.5rem; color: ${token('primaryColor')};
    font-weight: 600; text-decoration: underline; text-underline-offset: .15em;
  }
  .page a[aria-current="page"] { color: ${token('textColor')}; text-decoration: none; border-left: 3px solid ${token('primaryColor')}; padding-left: .5rem; }
  .excerpt { margin: .25rem 0 0; color: ${token('descColor')}; font-size: .9375rem; line-height: 1.5; }
  .fallback { display: contents; }
`;
