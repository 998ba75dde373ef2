/**
 * Seed pictures that are scenes rather than one product: collections, articles and the home
 * page's hero slides. Each is composed from the product drawings (drawings.ts) in a range's own
 * colours, on a backdrop with a few props (a table, the sun, steam, waves), so a card shows what
 * the collection or the story is about. No text: pages show them with alt="" beside their title.
 */
import { drawings } from './drawings.ts';
import { darker, productColour } from './images.ts';

/** One product drawing in a scene: its 400 x 400 canvas moved to (x, y) and scaled. */
interface Piece { item: string; range: string; colour: string; x: number; y: number; scale: number }

interface Scene {
  width: number;
  height: number;
  /** The backdrop's two tones: the wall and the surface the things stand on. */
  wall: string;
  floor: string;
  /** Where the surface starts, from the top. */
  horizon: number;
  /** Shapes drawn behind the pieces (sun, window, waves...). */
  behind?: string;
  pieces: Piece[];
  /** Shapes drawn over the pieces (steam, a ribbon...). */
  front?: string;
}

const piece = (p: Piece) => {
  const fill = productColour(p.range, p.colour);
  return `<g transform="translate(${p.x} ${p.y}) scale(${p.scale})">${drawings[p.item]!(fill, darker(fill, 0.3))}</g>`;
};

export function drawScene(s: Scene): string {
  const shadows = s.pieces.map((p) => `<ellipse cx="${p.x + 200 * p.scale}" cy="${p.y + 340 * p.scale}" rx="${120 * p.scale}" ry="${10 * p.scale}" fill="#000" opacity=".07"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s.width} ${s.height}">` +
    `<rect width="${s.width}" height="${s.height}" fill="${s.wall}"/>` +
    `<rect y="${s.horizon}" width="${s.width}" height="${s.height - s.horizon}" fill="${s.floor}"/>` +
    (s.behind ?? '') + shadows + s.pieces.map(piece).join('') + (s.front ?? '') +
    `</svg>`
  );
}

/** Props shared by several scenes. */
const sun = (cx: number, cy: number, r: number, colour = '#f6c76b') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" opacity=".85"/>`;
const steam = (x: number, y: number) => `<path d="M${x} ${y}q-12-18 0-36t0-36M${x + 22} ${y - 6}q-12-18 0-36t0-36" stroke="#fff" stroke-opacity=".8" stroke-width="6" stroke-linecap="round" fill="none"/>`;
const leaf = (x: number, y: number, colour: string) => `<path d="M${x} ${y}c-30-40-10-90 30-110 10 50-5 90-30 110Z" fill="${colour}"/><path d="M${x} ${y}c8-30 15-60 28-100" stroke="#fff" stroke-opacity=".35" stroke-width="3" fill="none"/>`;
const waves = (y: number, width: number, colour: string) =>
  `<path d="M0 ${y}${Array.from({ length: Math.ceil(width / 80) }, () => 'q20-14 40 0t40 0').join('')}V${y + 400}H0Z" fill="${colour}"/>`;
const frame = (x: number, y: number, w: number, h: number, colour: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fff" opacity=".7"/><rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="3" fill="${colour}" opacity=".55"/>`;
const giftBox = (x: number, y: number, size: number, box: string, ribbon: string) =>
  `<rect x="${x}" y="${y}" width="${size}" height="${size * 0.8}" rx="6" fill="${box}"/>` +
  `<rect x="${x - 8}" y="${y - 12}" width="${size + 16}" height="${size * 0.22}" rx="5" fill="${box}"/>` +
  `<rect x="${x + size / 2 - 9}" y="${y - 12}" width="18" height="${size * 0.8 + 12}" fill="${ribbon}"/>` +
  `<path d="M${x + size / 2} ${y - 12}c-30-40-60-10-30 0M${x + size / 2} ${y - 12}c30-40 60-10 30 0" stroke="${ribbon}" stroke-width="9" fill="none"/>`;

const square = { width: 400, height: 400 } as const;

/** Collection pictures (400 x 400, as the other seed pictures), by collection slug. */
export const collectionScenes: Record<string, Scene> = {
  'summer-edit': { ...square, wall: '#f6e7cf', floor: '#e8d3b3', horizon: 300, behind: sun(315, 90, 52), pieces: [
    { item: 'shirt', range: 'linen', colour: 'blue', x: 10, y: 60, scale: 0.62 },
    { item: 'tee', range: 'linen', colour: 'red', x: 150, y: 100, scale: 0.55 },
    { item: 'cap', range: 'linen', colour: 'green', x: 220, y: 190, scale: 0.45 },
  ] },
  'gift-guide': { ...square, wall: '#f4e6ea', floor: '#e6cdd4', horizon: 290, behind: giftBox(40, 200, 110, '#8e2035', '#f3c969'), pieces: [
    { item: 'mug', range: 'classic', colour: 'blue', x: 150, y: 150, scale: 0.5 },
    { item: 'scarf', range: 'nordic', colour: 'green', x: 230, y: 90, scale: 0.55 },
    { item: 'pen', range: 'harbour', colour: 'red', x: 40, y: 40, scale: 0.45 },
  ] },
  'tea-time': { ...square, wall: '#e5efe8', floor: '#cfdfd3', horizon: 285, behind: leaf(60, 270, '#5fa27f') + leaf(340, 260, '#7fb79a'), pieces: [
    { item: 'teapot', range: 'nordic', colour: 'green', x: 70, y: 80, scale: 0.6 },
    { item: 'mug', range: 'nordic', colour: 'blue', x: 230, y: 170, scale: 0.4 },
    { item: 'bowl', range: 'nordic', colour: 'red', x: 20, y: 210, scale: 0.38 },
  ], front: steam(180, 150) },
  'desk-essentials': { ...square, wall: '#e7eaf2', floor: '#c9cfdd', horizon: 300, behind: frame(220, 50, 130, 100, '#5f95c4'), pieces: [
    { item: 'lamp', range: 'classic', colour: 'blue', x: 0, y: 60, scale: 0.66 },
    { item: 'notebook', range: 'harbour', colour: 'blue', x: 180, y: 170, scale: 0.45 },
    { item: 'pen', range: 'classic', colour: 'red', x: 230, y: 220, scale: 0.4 },
  ] },
};

/** Article pictures (400 x 400), by article slug: the thing the story is about. */
export const articleScenes: Record<string, Scene> = {
  'caring-for-linen': { ...square, wall: '#eef3f6', floor: '#dfe6ea', horizon: 330,
    behind: `<path d="M20 70H380" stroke="#8a6d4b" stroke-width="5"/><path d="M110 70v24M290 70v24" stroke="#8a6d4b" stroke-width="8" stroke-linecap="round"/>`,
    pieces: [
      { item: 'shirt', range: 'linen', colour: 'green', x: -20, y: 50, scale: 0.65 },
      { item: 'tee', range: 'linen', colour: 'blue', x: 160, y: 55, scale: 0.6 },
    ] },
  'brewing-oolong': { ...square, wall: '#f2eadf', floor: '#d9c6a8', horizon: 290, behind: sun(320, 80, 40, '#f3d9a4'), pieces: [
    { item: 'teapot', range: 'harbour', colour: 'green', x: 40, y: 60, scale: 0.7 },
    { item: 'bowl', range: 'linen', colour: 'green', x: 240, y: 200, scale: 0.4 },
  ], front: steam(120, 150) },
  'a-desk-that-works': { ...square, wall: '#ebe8f3', floor: '#cdc6dd', horizon: 300, behind: frame(60, 50, 120, 150, '#f6c76b'), pieces: [
    { item: 'lamp', range: 'nordic', colour: 'green', x: 170, y: 40, scale: 0.68 },
    { item: 'notebook', range: 'classic', colour: 'red', x: 30, y: 190, scale: 0.45 },
  ] },
  'nordic-colours': { ...square, wall: '#e6f0f2', floor: '#cfe0dc', horizon: 300,
    behind: `<path d="M0 260 90 150 160 230 250 120 400 270V300H0Z" fill="#9cc3b0" opacity=".7"/>`,
    pieces: [
      { item: 'sweater', range: 'nordic', colour: 'green', x: 10, y: 90, scale: 0.6 },
      { item: 'scarf', range: 'nordic', colour: 'blue', x: 190, y: 100, scale: 0.55 },
    ] },
  'gift-wrapping': { ...square, wall: '#f6ecdf', floor: '#e3cfb4', horizon: 300, behind: giftBox(210, 190, 130, '#4f6d8f', '#f3c969'), pieces: [
    { item: 'scarf', range: 'linen', colour: 'red', x: 10, y: 60, scale: 0.6 },
  ] },
  'choosing-a-fountain-pen': { ...square, wall: '#e9edf5', floor: '#d4dae8', horizon: 320, pieces: [
    { item: 'notebook', range: 'classic', colour: 'blue', x: 30, y: 40, scale: 0.75 },
    { item: 'pen', range: 'harbour', colour: 'red', x: 120, y: 110, scale: 0.7 },
  ] },
  'harbour-mornings': { ...square, wall: '#f7dcc8', floor: '#1d3461', horizon: 250,
    behind: sun(200, 230, 70, '#f29e6d') + waves(250, 400, '#1d3461') + waves(290, 400, '#29497f') +
      `<path d="M240 236h90l-16 22h-60Z" fill="#efecf4"/><path d="M282 236V180l34 50Z" fill="#efecf4"/>`,
    pieces: [] },
  'packing-light': { ...square, wall: '#eaf0e4', floor: '#d3dcc6', horizon: 310, pieces: [
    { item: 'tote', range: 'linen', colour: 'green', x: 0, y: 50, scale: 0.7 },
    { item: 'tee', range: 'nordic', colour: 'blue', x: 200, y: 70, scale: 0.5 },
    { item: 'cap', range: 'nordic', colour: 'red', x: 200, y: 200, scale: 0.45 },
  ] },
};

/** The home page's hero pictures (800 x 600), by slide slug (home-data.ts). */
export const heroScenes: Record<string, Scene> = {
  'summer-sale': { width: 800, height: 600, wall: '#f6e7cf', floor: '#e6cfae', horizon: 470,
    behind: sun(640, 130, 80) + leaf(60, 470, '#5f7f4a') + leaf(740, 470, '#7a9a5f'),
    pieces: [
      { item: 'shirt', range: 'linen', colour: 'blue', x: 60, y: 80, scale: 1 },
      { item: 'tote', range: 'linen', colour: 'red', x: 380, y: 220, scale: 0.66 },
      { item: 'cap', range: 'linen', colour: 'green', x: 560, y: 330, scale: 0.45 },
    ] },
  'tea-week': { width: 800, height: 600, wall: '#e3eee6', floor: '#c7dacb', horizon: 460,
    behind: frame(520, 70, 200, 150, '#5fa27f') + leaf(760, 460, '#5fa27f'),
    pieces: [
      { item: 'teapot', range: 'nordic', colour: 'green', x: 120, y: 110, scale: 0.95 },
      { item: 'mug', range: 'nordic', colour: 'blue', x: 470, y: 250, scale: 0.6 },
      { item: 'bowl', range: 'nordic', colour: 'red', x: 20, y: 330, scale: 0.45 },
    ], front: steam(300, 260) },
  'desk-essentials': { width: 800, height: 600, wall: '#e6e9f3', floor: '#c7cee0', horizon: 470,
    behind: frame(90, 60, 190, 140, '#f6c76b') + frame(300, 90, 120, 90, '#5f95c4'),
    pieces: [
      { item: 'lamp', range: 'classic', colour: 'blue', x: 420, y: 40, scale: 1.05 },
      { item: 'notebook', range: 'harbour', colour: 'green', x: 100, y: 250, scale: 0.6 },
      { item: 'pen', range: 'classic', colour: 'red', x: 200, y: 320, scale: 0.5 },
    ] },
};
