/**
 * Seed pictures, drawn as SVG at seed time so the demo needs no network and no binary assets.
 * Written under <data dir>/media and served at /media/. The text inside is escaped: names are
 * data, and SVG is XML.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../html.ts';

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
