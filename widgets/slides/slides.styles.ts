import { token } from '../shared/styles';

export const slidesStyles = `
  :host { display: block; }
  .carousel { position: relative; display: grid; gap: .5rem; }
  .viewport {
    position: relative; display: flex; overflow-x: auto; scroll-snap-type: x mandatory; scrollbar-width: none;
    border-radius: ${token('borderRadius')}; overscroll-behavior-x: contain;
  }
  .viewport::-webkit-scrollbar { display: none; }
  ::slotted(*) { flex: 0 0 100%; min-width: 0; scroll-snap-align: start; scroll-snap-stop: always; }
  /* Shown in DOM order (controls, slides, picker) so what is seen matches the tab order. */
  .controls { display: flex; gap: .5rem; justify-content: flex-end; }
  .picker { display: flex; justify-content: center; gap: .25rem; }
  button {
    display: inline-grid; place-items: center; min-width: 44px; min-height: 44px; padding: 0;
    color: ${token('textColor')}; background: ${token('backgroundColor')};
    border: 1px solid ${token('borderColor')}; border-radius: 999px; cursor: pointer;
  }
  button:disabled { opacity: .45; cursor: default; }
  button svg { width: 1rem; height: 1rem; }
  .dot { min-width: 24px; min-height: 24px; border: 0; background: none; }
  .dot::before { content: ''; width: 10px; height: 10px; border-radius: 50%; background: ${token('borderColor')}; }
  .dot[aria-current="true"]::before { background: ${token('primaryColor')}; width: 22px; border-radius: 5px; }
  @media (prefers-reduced-motion: reduce) { .viewport { scroll-behavior: auto; } }
  /* Without JavaScript the buttons could not move anything: the strip scrolls by itself. */
  @media (scripting: none) { .controls, .picker { display: none; } }
`;
