/**
 * Image addresses for tests: small SVG data URLs that load (each one unique, so never cached yet)
 * and addresses that fail; and ways to see what the lazy loader did without waiting for time.
 */
import { IMAGE_PRELOAD_FACTOR } from '../../../runtime/constants';
import { waitFor } from './dom';

let n = 0;

export function picture(colour = 'tomato', width = 400, height = 400): string {
  n += 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><!--${n}-${Date.now()}--><rect width="100%" height="100%" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An address the test server answers with 404. */
export function missing(): string {
  n += 1;
  return `/__missing-image/${n}-${Date.now()}.png`;
}

/** A test's own intersection observer with the loader's margin: next(box) is the box's next isIntersecting. */
export function watchIntersections() {
  const heard = new Map<Element, boolean[]>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) heard.set(entry.target, [...(heard.get(entry.target) ?? []), entry.isIntersecting]);
    },
    { rootMargin: `0px 0px ${Math.round((IMAGE_PRELOAD_FACTOR - 1) * 100)}% 0px` },
  );
  const seen = new Map<Element, number>();
  return {
    observe: (box: Element) => observer.observe(box),
    disconnect: () => observer.disconnect(),
    async next(box: Element): Promise<boolean> {
      const index = seen.get(box) ?? 0;
      await waitFor(() => (heard.get(box)?.length ?? 0) > index, { message: 'an intersection entry' });
      seen.set(box, index + 1);
      return heard.get(box)![index]!;
    },
  };
}

/** Records every image address the page starts loading (window.Image still loads them). */
export function recordImageStarts(): { srcs: string[]; restore(): void } {
  const RealImage = window.Image;
  const srcs: string[] = [];
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  window.Image = function () {
    const image = new RealImage();
    Object.defineProperty(image, 'src', { get: () => src.get!.call(image), set: (value: string) => (srcs.push(value), src.set!.call(image, value)) });
    return image;
  } as unknown as typeof Image;
  return { srcs, restore: () => void (window.Image = RealImage) };
}
