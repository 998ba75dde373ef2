import { lazyImageStyles } from '../shared/lazy-image';
import { pagerStyles } from '../shared/pager';
import { orderUiStyles } from '../shared/order-ui.styles';
import { token } from '../shared/styles';

export const userOrderStyles = `
  ${orderUiStyles}
  ${lazyImageStyles}
  ${pagerStyles}
  .filters { display: grid; gap: .75rem; margin-bottom: 1rem; }
  .filter { display: flex; flex-wrap: wrap; gap: .4rem; margin: 0; padding: 0; border: 0; min-width: 0; }
  .legend { float: left; width: 100%; margin-bottom: .35rem; padding: 0; font-size: .875em; font-weight: 600; }
  .chip { position: relative; display: inline-flex; }
  .chip input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
  .chip span {
    display: inline-flex; align-items: center; min-height: 2.5rem; padding: 0 .9rem; border-radius: 999px;
    border: 1px solid ${token('borderColor')}; background: ${token('backgroundColor')}; color: ${token('textColor')};
  }
  .chip input:checked + span { border-color: ${token('primaryColor')}; background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font-weight: 600; }
  .chip input:focus-visible + span { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .list { display: grid; gap: .75rem; margin: 0; padding: 0; list-style: none; }
  .list[aria-busy='true'] { opacity: .6; }
  .card { padding: .9rem; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
  .card-head { display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; justify-content: space-between; }
  .number { margin: 0; font-size: 1em; }
  .badges { display: inline-flex; flex-wrap: wrap; gap: .35rem; }
  .date { margin: .35rem 0; color: ${token('descColor')}; font-size: .875em; }
  .thumbs { display: flex; flex-wrap: wrap; gap: .4rem; margin: .5rem 0; padding: 0; list-style: none; }
  .thumb { width: 3.5rem; height: 3.5rem; border-radius: calc(${token('borderRadius')} / 2); overflow: hidden; }
  .no-image { display: flex; align-items: center; justify-content: center; width: 100%; height: 100%; padding: .2rem; font-size: .625em; text-align: center; overflow: hidden; border: 1px solid ${token('borderColor')}; }
  .more { display: flex; align-items: center; justify-content: center; width: 3.5rem; height: 3.5rem; color: ${token('descColor')}; }
  .sum { display: flex; flex-wrap: wrap; gap: .5rem; justify-content: space-between; margin: .25rem 0 0; }
`;
