/** Tiny helpers for the hand-written SVG of the demo artwork. */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** n items evenly spaced on a circle of the given radius, starting at `offset` degrees. */
export function around(n: number, radius: number, draw: (x: number, y: number, deg: number, i: number) => string, offset = 0): string {
  return Array.from({ length: n }, (_, i) => {
    const deg = offset + (360 / n) * i;
    const rad = (deg * Math.PI) / 180;
    return draw(round(Math.cos(rad) * radius), round(Math.sin(rad) * radius), round(deg), i);
  }).join('');
}

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Deterministic pseudo-random numbers (mulberry32), so the same name always draws the same picture. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashText(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A leaf pointing along `deg`, centred on (x, y). */
export function leaf(x: number, y: number, deg: number, size: number, fill: string): string {
  const s = size;
  return `<path transform="translate(${x} ${y}) rotate(${deg})" d="M${-s} 0 Q0 ${-s * 0.55} ${s} 0 Q0 ${s * 0.55} ${-s} 0Z" fill="${fill}"/>`;
}
