import { screen } from '../../runtime/breakpoints';
import { token } from '../shared/styles';

export const productSingleStyles = `
  :host { display: block; container-type: inline-size; }
  .single { display: grid; gap: ${token('blockSpace')}; }
  .info { display: grid; gap: calc(${token('blockSpace')} * .75); align-content: start; min-width: 0; }
  .name {
    margin: 0; font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')};
    font-size: ${token('titleFontSize')}; color: ${token('titleColor')}; line-height: 1.25;
  }
  .description { line-height: 1.6; overflow-wrap: anywhere; }
  .description > :first-child { margin-top: 0; }
  .description img { max-width: 100%; height: auto; }
  .description a { color: ${token('primaryColor')}; }
  /* Side by side from the theme's md screen (container query: the block may sit in a narrow column). */
  @container (min-width: ${screen('md')}) {
    .single { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
  }
`;
