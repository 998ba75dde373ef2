/**
 * Seed pictures, drawn as SVG at seed time so the demo needs no network and no binary assets.
 * Written under <data dir>/media and served at /media/. Products are drawings (drawings.ts) in
 * their colour option's shade; the other pictures (collections, articles, authors) are labelled
 * placeholders whose text is escaped: names are data, and SVG is XML.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../html.ts';
import { drawings } from './drawings.ts';

/**
 * Each range (a seed style) has its own shade of every colour and its own backdrop, so a range
 * looks like one line (linen earthy, classic saturated, nordic soft, harbour deep) while every
 * colour option still reads as that colour. Keys are the colour option values of the seed.
 */
const ranges: Record<string, { backdrop: string; colours: Record<string, string> }> = {
  linen: { backdrop: '#f3ece2', colours: { red: '#b5523b', blue: '#4f6d8f', green: '#5f7f4a' } },
  classic: { backdrop: '#eef1f5', colours: { red: '#c62828', blue: '#1f4e9c', green: '#2e7d32' } },
  nordic: { backdrop: '#e9f1ee', colours: { red: '#d9665c', blue: '#5f95c4', green: '#5fa27f' } },
  harbour: { backdrop: '#efecf4', colours: { red: '#8e2035', blue: '#1d3461', green: '#1f5142' } },
};

/** The fill a product of `range` in colour `colour` is drawn with. */
export function productColour(range: string, colour: string): string {
  const fill = ranges[range]?.colours[colour];
  if (!fill) throw new Error(`No seed colour for range "${range}" and colour "${colour}": add it to demo/seed/images.ts.`);
  return fill;
}

/** `hex` darkened by `amount` (0..1), for seams and rims in the product's own colour. */
export function darker(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A product picture: the item's drawing in the colour option's shade of its range. No text and
 * no role: every page shows it with alt="" beside the product's name.
 */
export function productPicture(item: string, range: string, colour: string): string {
  const draw = drawings[item];
  if (!draw) throw new Error(`No seed drawing for item "${item}": add one to demo/seed/drawings.ts.`);
  const fill = productColour(range, colour);
  const backdrop = ranges[range]!.backdrop;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${backdrop}"/><ellipse cx="200" cy="346" rx="130" ry="12" fill="#000" opacity=".08"/>${draw(fill, darker(fill, 0.3))}</svg>`;
}

export function svgPicture(label: string, hue: number, shape: 'product' | 'article' | 'avatar'): string {
  const bg = `hsl(${hue} 55% 88%)`;
  const fg = `hsl(${hue} 60% 25%)`;
  const figure =
    shape === 'avatar'
      ? `<circle cx="200" cy="160" r="70" fill="${fg}" opacity=".8"/><rect x="90" y="250" width="220" height="120" rx="60" fill="${fg}" opacity=".8"/>`
      : shape === 'article'
        ? `<rect x="40" y="60" width="320" height="20" rx="6" fill="${fg}" opacity=".5"/><rect x="40" y="100" width="260" height="20" rx="6" fill="${fg}" opacity=".35"/>`
        : `<rect x="110" y="70" width="180" height="180" rx="24" fill="${fg}" opacity=".75"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeHtml(label)}"><rect width="400" height="400" fill="${bg}"/>${figure}<text x="200" y="330" font-family="sans-serif" font-size="26" text-anchor="middle" fill="${fg}">${escapeHtml(label)}</text></svg>`;
}

/** Writes one picture and returns its URL. */
export function writePicture(dataDir: string, folder: string, name: string, svg: string): string {
  const dir = join(dataDir, 'media', folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.svg`), svg);
  return `/media/${folder}/${name}.svg`;
}
