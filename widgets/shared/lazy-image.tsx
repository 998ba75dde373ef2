/**
 * One image through the runtime's lazy loader (runtime/images.ts): nothing is fetched until the
 * frame nears the viewport, then it goes loading -> loaded | error. The frame is always there
 * (so the loader can watch it and the layout does not jump); what is inside follows the state.
 * In an element the server drew, the picture itself is drawn from the first render (a plain
 * address, `loading="lazy"`): the page shows it before the element's code arrives, or without
 * it, and hydration keeps that very node; the loader still tells a broken one (error state).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { images, type ImageState } from '../../runtime/images';
import { useDrawnOnServer } from './render-context';
import { token } from './styles';
import { useT } from './use-t';
import { shopFile } from '../../runtime/shop-address';

export interface LazyImageProps {
  src: string;
  /** The image's text alternative; '' for a decorative image. */
  alt: string;
  /** The frame's part name(s). */
  part?: string;
  className?: string;
  /** Hears every state change. */
  onState?: (state: ImageState) => void;
}

/**
 * Whether a picture may be written with `src` before the loader checked it: relative or http(s)
 * (read as the browser reads it, control characters and all), or a data: image.
 */
function plainSrc(src: string): boolean {
  try {
    const url = new URL(src, 'http://page.invalid/');
    return url.protocol === 'http:' || url.protocol === 'https:' || /^data:image\//i.test(url.href);
  } catch {
    return false;
  }
}

export function LazyImage({ src: path, alt, part, className, onState }: LazyImageProps) {
  // The shop's picture: at the shop when the page is on another site.
  const src = shopFile(path);
  const { t } = useT();
  const frame = useRef<HTMLSpanElement>(null);
  // The first render is the server's (it knows no browser cache); an image already loaded on
  // this page shows before paint, from the layout effect.
  const [state, setState] = useState<ImageState>('loading');
  const heard = useRef(onState);
  heard.current = onState;
  const drawn = useDrawnOnServer();

  useLayoutEffect(() => {
    if (images.cached(src)) setState('loaded');
  }, [src]);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    return images.watch(el, src, (next) => {
      setState(next);
      heard.current?.(next);
    });
  }, [src]);

  return (
    <span ref={frame} part={part} className={`lazy-image${className ? ` ${className}` : ''}`} data-state={state}>
      {state === 'error' ? (
        // A decorative image stays silent when broken too (e.g. inside a link named by its text).
        <span part="broken" className="broken" role={alt ? 'img' : undefined} aria-label={alt ? `${alt} (${t('image.error')})` : undefined} aria-hidden={alt ? undefined : 'true'}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 4h16v16H4V4Zm2 2v8.6l3-3 4 4 2-2 3 3V6H6Zm9.5 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM3 3l18 18-1.4 1.4L1.6 4.4 3 3Z" />
          </svg>
          <span className="broken-text" aria-hidden="true">
            {t('image.error')}
          </span>
        </span>
      ) : state === 'loaded' || (drawn && plainSrc(src)) ? (
        <img part="img" src={src} alt={alt} loading="lazy" decoding="async" draggable={false} />
      ) : alt ? (
        // Named like the image, so a screen reader meets the same thing before and after it loads.
        <span part="placeholder" className="placeholder" role="img" aria-label={alt} aria-busy="true">
          <span className="visually-hidden">{t('image.loading')}</span>
        </span>
      ) : (
        <span part="placeholder" className="placeholder" aria-hidden="true" />
      )}
    </span>
  );
}

/**
 * Styles for LazyImage frames; the frame fills its box, the image fits in it. The frame's tint
 * is the placeholder, under the picture in every state: what shows does not depend on whether
 * the element's code has run (a server render looks the same before and after it hydrates).
 */
export const lazyImageStyles = `
  .lazy-image {
    position: relative; display: block; width: 100%; height: 100%; overflow: hidden;
    background: color-mix(in srgb, ${token('borderColor')} 25%, ${token('backgroundColor')});
  }
  .lazy-image img { display: block; width: 100%; height: 100%; object-fit: var(--shop-image-fit, contain); }
  .placeholder {
    position: absolute; inset: 0;
    background: linear-gradient(90deg, transparent, color-mix(in srgb, ${token('backgroundColor')} 60%, transparent), transparent);
    background-size: 200% 100%; animation: lazy-image-shimmer 1.4s linear infinite;
  }
  .broken {
    position: absolute; inset: 0; display: grid; place-content: center; justify-items: center; gap: .35rem;
    padding: .5rem; text-align: center; color: ${token('descColor')}; font-size: .8125rem;
  }
  .broken svg { width: 1.75rem; height: 1.75rem; }
  @keyframes lazy-image-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
  @media (prefers-reduced-motion: reduce) {
    .placeholder { animation: none; }
  }
  @media (scripting: none) {
    .placeholder { display: none; }
  }
`;
