import { token } from '../shared/styles';

export const emptyStyles = `
  :host { display: block; }
  .empty { display: flex; flex-direction: column; align-items: center; gap: .75em; padding: ${token('blockSpace')} 1rem; text-align: center; }
  .icon { width: 4em; height: 3em; color: ${token('borderColor')}; }
  .message { margin: 0; color: ${token('descColor')}; }
`;
