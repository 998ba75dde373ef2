/**
 * @summary A carousel of the slides placed inside it (images, links, any html), following the
 * WAI-ARIA carousel pattern: previous/next buttons, a slide picker, swipe on touch screens, and
 * rotation that the shopper can pause (and that never starts for those who prefer reduced motion).
 *
 * @attr {string} label - What the carousel shows, for screen readers. Defaults to "Featured".
 * @attr {boolean} autoplay - Rotates through the slides every `interval` ms until paused.
 * @attr {number} interval - Milliseconds per slide when rotating. Default 5000, at least 1000.
 * @attr {boolean} loop - Next on the last slide goes to the first (and back). Rotation always loops.
 *
 * @data `{slides: number}`: how many slides the host wrote inside (optional), so the server
 * draws the slide picker and an enabled Next; without it the server draws none, and the picker
 * appears once the element is live. The controls and picker are hidden on a page without
 * JavaScript (the strip still scrolls).
 *
 * @slot - The slides: each child element is one slide.
 *
 * @csspart base - The carousel region.
 * @csspart viewport - The scrolling strip that holds the slides.
 * @csspart controls - The row of buttons.
 * @csspart previous - The previous-slide button.
 * @csspart next - The next-slide button.
 * @csspart rotation - The pause/play button.
 * @csspart picker - The slide picker.
 * @csspart dot - A button of the picker.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Colour of the current dot.
 * @cssproperty --shop-border-color - Colour of the other dots and button borders.
 * @cssproperty --shop-background-color - Button background.
 *
 * @event shop:slide-change - The current slide changed; detail `{index}` (0-based).
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useFollow } from '../shared/use-follow';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { useElementData } from '../shared/render-context';
import { boolean, number, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';
import { useCarousel } from '../shared/use-carousel';

export const slidesProps = {
  label: string(),
  autoplay: boolean(),
  interval: number({ min: 1000, default: 5000 }),
  loop: boolean(),
};

export type SlidesProps = PropsOf<typeof slidesProps>;

/**
 * The slides: the host's element children, but those given to a named slot (which the carousel
 * does not draw): a page's stand-ins for its controls before it has loaded (docs/loading.md).
 */
const slidesOf = (host: HTMLElement) => [...host.children].filter((child) => !child.hasAttribute('slot'));

const unsubscribed = () => () => {};

export function Slides({ label, autoplay, interval, loop }: SlidesProps) {
  const { t } = useT();
  const host = useHost();
  const id = useId();
  // How many slides: on the server and in a hydration's first render, what the host said (its
  // data; the server cannot see the light DOM); drawn in the browser alone, the host's children,
  // from the first render, so a Next pressed before the upgrade (replayed then) is enabled.
  // Then whatever the slot holds.
  const onServer = useElementData<{ slides?: number }>()?.slides ?? 0;
  const known = useSyncExternalStore(unsubscribed, () => slidesOf(host).length, () => onServer);
  const [slotted, setSlotted] = useState<number | undefined>(undefined);
  const count = slotted ?? known;
  const { index, latest, go, atStart, atEnd, reducedMotion, viewportProps } = useCarousel({
    count,
    loop,
    // Drawn on the server: reduced motion is read once mounted (rotation starts in an effect).
    afterMount: true,
    onUserMove: (next) => emit(host, 'shop:slide-change', { index: next }),
  });
  const [playing, setPlaying] = useState(autoplay && !reducedMotion);
  // Rotation also stops while the pointer or keyboard focus is inside (APG: it must not move
  // content the shopper is reading or operating).
  const [held, setHeld] = useState(false);

  // Rotation follows `autoplay` and reduced motion when they change: Pause pressed meanwhile stays.
  const wanted = autoplay && !reducedMotion;
  useFollow([wanted], () => setPlaying(wanted));

  // Label each slide "2 of 5" as the pattern asks.
  const onSlotChange = useCallback(() => {
    const children = slidesOf(host);
    children.forEach((slide, i) => {
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', t('slides.slide'));
      slide.setAttribute('aria-label', t('slides.position', i + 1, children.length));
    });
    setSlotted(children.length);
  }, [host, t]);
  const slot = useRef<HTMLSlotElement>(null);
  useEffect(() => {
    onSlotChange();
    // React has no prop for the slot's slotchange event.
    const el = slot.current;
    el?.addEventListener('slotchange', onSlotChange);
    return () => el?.removeEventListener('slotchange', onSlotChange);
  }, [onSlotChange]);

  // In the commit that shows Play or Pause: the timer never outlives the label that says it stopped.
  useLayoutEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setInterval(() => go(latest.current + 1, false), interval);
    return () => clearInterval(timer);
  }, [playing, held, count, index, interval, go]);

  const rotating = playing && !held;

  return (
    <section
      part="base"
      className="carousel"
      aria-roledescription={t('slides.carousel')}
      aria-label={label ?? t('slides.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div part="controls" className="controls">
        {autoplay && (
          <button part="rotation" type="button" onClick={() => setPlaying(!playing)} aria-label={playing ? t('slides.pause') : t('slides.play')}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d={playing ? 'M4 3h3v10H4zM9 3h3v10H9z' : 'M4 2.5v11L13 8z'} fill="currentColor" />
            </svg>
          </button>
        )}
        <button part="previous" type="button" aria-controls={`${id}-viewport`} aria-label={t('slides.previous')} disabled={atStart || count < 2} onClick={() => go(latest.current - 1, true)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button part="next" type="button" aria-controls={`${id}-viewport`} aria-label={t('slides.next')} disabled={atEnd || count < 2} onClick={() => go(latest.current + 1, true)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      {/* Announce slide changes the shopper makes, but not automatic ones (APG: aria-live off while rotating). */}
      {/* Focusable so keyboard users can reach what they would swipe; arrow keys (and Home/End) change slides. */}
      <div
        part="viewport"
        id={`${id}-viewport`}
        className="viewport"
        {...viewportProps}
        tabIndex={0}
        aria-live={rotating ? 'off' : 'polite'}
      >
        <slot ref={slot} />
      </div>
      {count > 1 && (
        <div part="picker" className="picker" role="group" aria-label={t('slides.choose')}>
          {Array.from({ length: count }, (_, i) => (
            <button key={i} part="dot" type="button" className="dot" aria-label={t('slides.goTo', i + 1)} aria-current={i === index ? 'true' : undefined} onClick={() => go(i, true)} />
          ))}
        </div>
      )}
    </section>
  );
}
