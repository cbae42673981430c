import type { Cuisine, FileStorage } from '../modules/catalogue/index.js';
import { storeRestaurantImage } from '../modules/catalogue/seeding.js';
import { brulee, fish, paella, pasta, pizza, skewer, steak } from './artwork-plates.js';
import { burger, coffee, curry, dumplings, ramen, salad, sushi, taco } from './artwork-bowls.js';
import { escapeXml, hashText } from './artwork-svg.js';

/*
 * Demo restaurant pictures, drawn by us as SVG and rasterised with sharp.
 * 1200x800: the card shows all of it; the 1200x400 banner keeps the middle band
 * (y 200..600), so the name and the plate stay inside that band. The text keeps to the
 * left half and the plate to the right one, so a small crop of the banner (the order
 * card's thumbnail) can show the dish alone instead of a cut-off name.
 */
const WIDTH = 1200;
const HEIGHT = 800;

/** The part of the banner (in its own 1200x400 pixels) that holds no text: its right half. */
export const BANNER_TEXT_FREE = { left: 600, top: 0, width: 600, height: 400 } as const;

/** Draws a dish around (0, 0); the seed varies details between restaurants of one cuisine. */
type Dish = (seed: number) => string;
const DISHES: Record<Cuisine, Dish> = {
  Pizza: pizza, Italian: pasta, Pasta: pasta, Indian: curry, Japanese: sushi, Sushi: sushi, Noodles: ramen,
  Chinese: dumplings, Healthy: salad, Salads: salad, Vegan: salad, Organic: salad, BBQ: burger, Burgers: burger,
  American: burger, Steak: steak, Mexican: taco, Tacos: taco, Cafe: coffee, Breakfast: coffee, Desserts: brulee,
  French: brulee, Greek: skewer, Seafood: fish, Spanish: paella, Tapas: paella,
};

// Warm two-stop gradients; the name's hash picks one, so neighbours rarely match.
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#ff7a45', '#c2185b'], ['#f9a825', '#e64a19'], ['#ef5350', '#6a1b9a'], ['#26a69a', '#1b5e5f'],
  ['#ff8f00', '#b23c17'], ['#8e24aa', '#3949ab'], ['#43a047', '#1b5e20'], ['#d84315', '#4e342e'],
  ['#ec407a', '#ad1457'], ['#00897b', '#283593'], ['#f4511e', '#880e4f'], ['#7cb342', '#00695c'],
];

export interface ArtworkSubject {
  name: string;
  city: string;
  cuisines: readonly Cuisine[];
}

const TEXT_WIDTH = 480; // from x 90, ending well before the text-free half (x 600)
const EM = 0.64; // measured advance of DejaVu Serif Bold, in em

function fitSize(text: string): number {
  return Math.min(92, Math.floor(TEXT_WIDTH / (text.length * EM)));
}

/** One line if it stays large, else two lines split at the space nearest the middle. */
function nameLines(name: string): string[] {
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index ?? 0);
  if (fitSize(name) >= 66 || spaces.length === 0) return [name];
  const cut = spaces.reduce((best, i) => (Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2) ? i : best));
  return [name.slice(0, cut), name.slice(cut + 1)];
}

function background(from: string, to: string): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.5" fill="#fff" opacity=".12"/></pattern>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>` +
    `<style>.name{font-family:'DejaVu Serif','Liberation Serif',Georgia,serif;font-weight:bold;fill:#fff}` +
    `.small{font-family:'DejaVu Sans','Liberation Sans',Arial,sans-serif;fill:#fff}</style></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#dots)"/>` +
    `<circle cx="1080" cy="90" r="260" fill="#fff" opacity=".07"/><circle cx="120" cy="760" r="220" fill="#fff" opacity=".06"/>`;
}

/** City pill, name, rule and cuisines, stacked and centred on the banner's middle line. */
function textBlock(subject: ArtworkSubject): string {
  const lines = nameLines(subject.name);
  const size = Math.min(...lines.map(fitSize));
  const lineHeight = Math.round(size * 1.08);
  const height = 40 + 26 + lines.length * lineHeight + 30 + 5 + 44;
  let y = Math.round(400 - height / 2);
  const city = escapeXml(subject.city.toUpperCase());
  let svg = `<rect x="90" y="${y}" width="${city.length * 17 + 38}" height="40" rx="20" fill="#fff" opacity=".22"/>` +
    `<text x="108" y="${y + 28}" font-size="20" letter-spacing="3" font-weight="bold" class="small">${city}</text>`;
  y += 40 + 26;
  for (const line of lines) {
    y += lineHeight;
    svg += `<text x="88" y="${y - Math.round(size * 0.22)}" font-size="${size}" class="name">${escapeXml(line)}</text>`;
  }
  y += 30;
  const cuisines = escapeXml(subject.cuisines.join('  ·  ').toUpperCase());
  return svg + `<rect x="92" y="${y}" width="90" height="5" rx="2.5" fill="#fff" opacity=".8"/>` +
    `<text x="92" y="${y + 44}" font-size="24" letter-spacing="4" class="small" opacity=".92">${cuisines}</text>`;
}

export function artworkSvg(subject: ArtworkSubject): string {
  const seed = hashText(subject.name);
  const [from, to] = PALETTES[seed % PALETTES.length] ?? PALETTES[0]!;
  const dish = DISHES[subject.cuisines[0] ?? 'American'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    background(from, to) + `<g class="text-block">${textBlock(subject)}</g>` +
    `<circle cx="905" cy="425" r="185" fill="#000" opacity=".28" filter="url(#soft)"/>` +
    `<g transform="translate(900 400)">${dish(seed)}</g></svg>`;
}

export async function renderArtwork(subject: ArtworkSubject): Promise<Buffer> {
  const { default: sharp } = await import('sharp'); // libvips: loaded when seeding, not at every start
  return sharp(Buffer.from(artworkSvg(subject))).png().toBuffer();
}

/** Draws, stores and returns the `image_key` of a demo restaurant's picture. */
export async function storeRestaurantArtwork(storage: FileStorage, subject: ArtworkSubject): Promise<string> {
  const { key } = await storeRestaurantImage(storage, await renderArtwork(subject));
  return key;
}
