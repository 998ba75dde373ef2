import { composeFormStyles } from '../shared/compose-form.styles';
import { token } from '../shared/styles';

export const reviewsStyles = `
  ${composeFormStyles}
  :host { display: block; }
  .reviews { display: grid; gap: 1.25em; }
  .summary { display: flex; flex-wrap: wrap; gap: 1em 2em; align-items: center; }
  .overall { display: grid; gap: .25em; justify-items: start; }
  .average { font-size: 2.5em; font-weight: 700; line-height: 1; color: ${token('titleColor')}; }
  .bars { display: grid; gap: .35em; margin: 0; padding: 0; list-style: none; flex: 1 1 14em; max-width: 26em; }
  .bar-row { display: grid; grid-template-columns: 5em 1fr 2.5em; gap: .5em; align-items: center; font-size: .875em; }
  .bar-label, .bar-count { color: ${token('descColor')}; font-variant-numeric: tabular-nums; }
  .bar-count { text-align: end; }
  .bar { display: block; height: .6em; border-radius: 999px; background: ${token('borderColor')}; overflow: hidden; }
  .fill { display: block; width: 100%; height: 100%; }
  .fill rect { fill: ${token('warningColor')}; }
  .list { display: grid; gap: 0; margin: 0; padding: 0; list-style: none; }
  .list[aria-busy='true'] { opacity: .6; }
  .review { padding: .9em 0; border-bottom: 1px solid ${token('borderColor')}; }
  .review:first-child { border-top: 1px solid ${token('borderColor')}; }
  .review-head { display: flex; flex-wrap: wrap; gap: .35em .75em; align-items: center; }
  .date { color: ${token('descColor')}; font-size: .875em; }
  .body { margin: .4em 0 0; white-space: pre-line; overflow-wrap: anywhere; }
  .list-heading:focus { outline: none; }
  .pagination { display: flex; gap: .75em; align-items: center; flex-wrap: wrap; }
  .button {
    min-height: 2.5em; min-width: 2.5em; padding: 0 1em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('primaryColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .button:disabled { opacity: .45; cursor: not-allowed; }
  .problem { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; padding: .75em; border: 1px solid ${token('errorColor')}; border-radius: ${token('borderRadius')}; }
  .problem p { margin: 0; color: ${token('errorColor')}; }
  .hint { margin: 0; }
  .write-heading { margin: 0 0 .5em; font-size: 1.1em; color: ${token('titleColor')}; }
  .rating { border: 0; margin: 0; padding: 0; display: grid; gap: .35em; }
  .rating legend { padding: 0; margin-bottom: .35em; }
  .stars { display: flex; align-items: center; gap: .15em; }
  .star { position: relative; display: inline-grid; place-items: center; width: 2.25em; height: 2.25em; cursor: pointer; border-radius: ${token('borderRadius')}; }
  .star input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
  .star svg { width: 1.75em; height: 1.75em; fill: ${token('borderColor')}; pointer-events: none; }
  .star.on svg { fill: ${token('warningColor')}; }
  .star:has(input:focus-visible) { outline: 2px solid ${token('primaryColor')}; outline-offset: 1px; }
  .rating.invalid .star svg { stroke: ${token('errorColor')}; stroke-width: 1; }
  .chosen { margin-inline-start: .5em; color: ${token('descColor')}; font-size: .875em; }
`;
