import { token } from '../shared/styles';

export const accountMenuStyles = `
  :host { display: inline-block; }
  .account { position: relative; }
  .signin, .trigger {
    display: inline-flex; align-items: center; gap: .4em; min-height: 44px; min-width: 44px; padding: 0 .5rem;
    color: ${token('textColor')}; font: inherit; text-decoration: none; background: none; border: 0;
    border-radius: ${token('borderRadius')}; cursor: pointer;
  }
  .signin:hover { text-decoration: underline; }
  .icon { width: 1.25em; height: 1.25em; flex: none; }
  .avatar {
    display: inline-grid; place-items: center; width: 2rem; height: 2rem; flex: none; border-radius: 50%;
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font-weight: 600; line-height: 1;
  }
  img.avatar { object-fit: cover; }
  .name { max-width: 10em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .chevron { width: 1em; height: 1em; flex: none; transition: transform .15s; }
  .trigger[aria-expanded='true'] .chevron { transform: rotate(180deg); }
  .menu {
    position: absolute; top: 100%; right: 0; z-index: 30; min-width: 12rem; margin: .25rem 0 0; padding: .25rem;
    list-style: none; background: ${token('backgroundColor')}; border: 1px solid ${token('borderColor')};
    border-radius: ${token('borderRadius')}; box-shadow: 0 8px 24px rgb(0 0 0 / .12);
  }
  .menu[hidden] { display: none; }
  .item {
    display: flex; align-items: center; gap: .5em; width: 100%; min-height: 44px; padding: 0 .75rem;
    color: ${token('textColor')}; font: inherit; text-align: start; text-decoration: none; white-space: nowrap;
    background: none; border: 0; border-radius: ${token('borderRadius')}; cursor: pointer;
  }
  .item:hover, .item:focus { background: ${token('borderColor')}; }
  .item[aria-disabled='true'] { cursor: progress; }
  .spinner {
    width: 1em; height: 1em; flex: none; border-radius: 50%;
    border: 2px solid ${token('borderColor')}; border-top-color: ${token('primaryColor')};
    animation: spin .8s linear infinite;
  }
  /* Without JavaScript, with a native sign-in's session: a disclosure drawn as the menu button. */
  /* A button measures its border box, a summary its content box: the same size for both. */
  .trigger { box-sizing: border-box; }
  .disclosure > summary { list-style: none; }
  .disclosure > summary::-webkit-details-marker { display: none; }
  .disclosure[open] .chevron { transform: rotate(180deg); }
  .signout { margin: 0; }
  @keyframes spin { to { transform: rotate(360deg); } }
  /* A phone's header: only the initial (or the sign-in icon) shows; the words stay the accessible name. */
  @media (max-width: 479.98px) {
    .trigger .name, .signin span {
      position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
      overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
    }
    .trigger .chevron { display: none; }
  }
  @media (prefers-reduced-motion: reduce) { .chevron { transition: none; } .spinner { animation-duration: 2.4s; } }
`;
