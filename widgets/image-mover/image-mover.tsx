/**
 * @summary A product image with a magnifier: a lens follows the mouse pointer and shows the part
 * under it enlarged. On a touch screen a tap zooms the whole image and dragging looks around (a
 * second tap zooms out). From the keyboard it is a toggle button: Enter or Space shows the lens,
 * the arrow keys move it (Shift for bigger steps), Escape or Enter hides it. The lens moves
 * without easing for those who prefer reduced motion.
 *
 * @attr {string} src - Required. The image address (loaded through the shop's lazy image loader).
 * @attr {string} alt - The image's text alternative.
 * @attr {number} zoom - How much the lens enlarges, at least 1. Default 2.5.
 *
 * @csspart base - The magnifier (the toggle button around the image).
 * @csspart image - The image's frame (`data-state`: loading, loaded, error).
 * @csspart img - The loaded image.
 * @csspart placeholder - What shows while the image loads.
 * @csspart broken - What shows when the image cannot load.
 * @csspart lens - The lens.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-image-aspect-ratio - Aspect ratio of the image box (default 1 / 1).
 * @cssproperty --shop-primary-color - The lens border.
 * @cssproperty --shop-background-color - The lens background.
 *
 * @event shop:magnifier-change - The lens or zoomed view was shown or hidden; detail `{active, mode}`
 *   with mode `lens` (pointer, keyboard) or `pan` (touch).
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { LazyImage } from '../shared/lazy-image';
import { number, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';
import { shopFile } from '../../runtime/shop-address';

export const imageMoverProps = {
  src: string({ required: true, check: (value) => (value.trim() ? undefined : 'must be an image address.') }),
  alt: string({ default: '' }),
  zoom: number({ min: 1, default: 2.5 }),
};

export type ImageMoverProps = PropsOf<typeof imageMoverProps>;

type Mode = 'off' | 'lens' | 'pan';
/** The lens side as a share of the image box's shorter side. */
const LENS = 0.4;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function ImageMover({ src, alt, zoom }: ImageMoverProps) {
  const { t } = useT();
  const host = useHost();
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [mode, setModeState] = useState<Mode>('off');
  // The magnified point, as shares of the width and height (0.5, 0.5 is the centre).
  const [point, setPoint] = useState({ x: 0.5, y: 0.5 });
  const [size, setSize] = useState({ width: 0, height: 0 });
  const press = useRef<{ x: number; y: number } | null>(null);

  const setMode = (next: Mode) => {
    if (next === mode) return;
    setModeState(next);
    emit(host, 'shop:magnifier-change', { active: next !== 'off', mode: next === 'off' ? mode : next });
  };

  const measure = () => {
    const box = frame.current?.getBoundingClientRect();
    if (box) setSize({ width: box.width, height: box.height });
    return box;
  };

  const follow = (event: PointerEvent) => {
    const box = measure();
    if (!box?.width || !box.height) return;
    setPoint({ x: clamp((event.clientX - box.left) / box.width, 0, 1), y: clamp((event.clientY - box.top) / box.height, 0, 1) });
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!loaded) return;
    if (event.pointerType === 'touch') {
      if (mode === 'pan' && press.current) follow(event);
      return;
    }
    follow(event);
    if (mode !== 'lens') setMode('lens');
  };

  const onPointerUp = (event: PointerEvent) => {
    const start = press.current;
    press.current = null;
    if (event.pointerType !== 'touch' || !start || !loaded) return;
    // A tap (not a drag) toggles the zoomed view, centred where the finger was.
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > 10) return;
    if (mode === 'pan') setMode('off');
    else {
      follow(event);
      setMode('pan');
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!loaded) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (mode === 'off') measure();
      setMode(mode === 'off' ? 'lens' : 'off');
      return;
    }
    if (event.key === 'Escape' && mode !== 'off') {
      event.preventDefault();
      setMode('off');
      return;
    }
    const step = event.shiftKey ? 0.2 : 0.05;
    const move = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
    if (!move || mode === 'off') return;
    event.preventDefault();
    setPoint((p) => ({ x: clamp(p.x + move[0]!, 0, 1), y: clamp(p.y + move[1]!, 0, 1) }));
  };

  const { width, height } = size;
  const lens = Math.round(Math.min(width, height) * LENS);
  // The lens stays inside the box; the enlarged picture inside it puts the magnified point at its centre.
  const lensLeft = clamp(point.x * width - lens / 2, 0, width - lens);
  const lensTop = clamp(point.y * height - lens / 2, 0, height - lens);
  const innerLeft = point.x * width - lensLeft - point.x * width * zoom;
  const innerTop = point.y * height - lensTop - point.y * height * zoom;

  return (
    <div
      ref={frame}
      part="base"
      className={`mover mode-${mode}`}
      role="button"
      tabIndex={0}
      aria-pressed={mode !== 'off'}
      aria-label={t('mover.label', alt)}
      aria-describedby={`${id}-hint`}
      aria-disabled={loaded ? undefined : 'true'}
      onPointerDown={(event) => (press.current = { x: event.clientX, y: event.clientY })}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (press.current = null)}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'touch' && mode === 'lens') setMode('off');
      }}
      onKeyDown={onKeyDown}
      onBlur={() => mode !== 'off' && setMode('off')}
    >
      <div className="stage" style={mode === 'pan' ? { transform: `scale(${zoom})`, transformOrigin: `${point.x * 100}% ${point.y * 100}%` } : undefined}>
        <LazyImage key={src} src={src} alt={alt} part="image" onState={(state) => setLoaded(state === 'loaded')} />
      </div>
      {mode === 'lens' && lens > 0 && (
        <div part="lens" className="lens" aria-hidden="true" style={{ left: lensLeft, top: lensTop, width: lens, height: lens }}>
          {/* Already loaded by the loader (the frame shows it), so this comes from the cache. */}
          <img src={shopFile(src)} alt="" draggable={false} style={{ width: width * zoom, height: height * zoom, left: innerLeft, top: innerTop }} />
        </div>
      )}
      <span id={`${id}-hint`} className="visually-hidden">
        {t('mover.hint')}
      </span>
    </div>
  );
}
