import { token } from '../shared/styles';

export const loadingStyles = `
  :host { display: inline-block; }
  .loading { display: inline-flex; align-items: center; gap: .5em; min-height: 1em; }
  .spinner {
    display: inline-block; width: 1.5em; height: 1.5em; border-radius: 50%;
    border: .2em solid ${token('borderColor')}; border-top-color: ${token('primaryColor')};
    animation: spin .8s linear infinite;
  }
  .small .spinner { width: 1em; height: 1em; border-width: .15em; }
  .large .spinner { width: 2.5em; height: 2.5em; border-width: .25em; }
  .label { color: ${token('descColor')}; }
  @keyframes spin { to { transform: rotate(1turn); } }
  @keyframes pulse { 50% { opacity: .4; } }
  @media (prefers-reduced-motion: reduce) {
    .spinner { animation: pulse 1.6s ease-in-out infinite; }
  }
`;
