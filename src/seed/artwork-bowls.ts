import { plate } from './artwork-plates.js';
import { around, leaf, seededRandom } from './artwork-svg.js';

/** Bowls, cups and side-view dishes, drawn around (0, 0) within a radius of about 180. */

function bowl(rim: string, inside: string): string {
  return `<circle r="172" fill="${rim}"/><circle r="150" fill="${inside}"/>`;
}

/** Odd seeds serve it in a steel karahi with handles, even ones in a blue bowl. */
export function curry(seed: number): string {
  const karahi = seed % 2 === 1;
  const handles = karahi ? [-1, 1].map((s) => `<circle cx="${s * 182}" cy="0" r="30" fill="none" stroke="#3b3b3f" stroke-width="12"/>`).join('') : '';
  const chunks = around(7, 65, (x, y, d) => `<rect x="${x - 16}" y="${y - 14}" width="32" height="28" rx="9" transform="rotate(${d} ${x} ${y})" fill="#f2c48a"/>`, 12 + (seed % 40));
  const coriander = around(6, 35, (x, y, d) => leaf(x, y, d, 12, '#3f8a3a'), 30);
  const cream = `<path d="M-60 10 Q-30 -30 0 0 T60 -5" stroke="#fff5e6" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  const rim = karahi ? '<circle r="150" fill="none" stroke="#6b6b70" stroke-width="6"/>'
    : '<circle r="150" fill="none" stroke="#f3e2c2" stroke-width="8" stroke-dasharray="4 14"/>';
  return handles + bowl(karahi ? '#4a4a4f' : '#2f5d8a', karahi ? '#a8421a' : '#c8561f') + rim +
    `<circle r="132" fill="${karahi ? '#b9471b' : '#d9692a'}"/>` + chunks + cream + coriander;
}

/** Odd seeds get a wooden bowl; leaf layout follows the seed. */
export function salad(seed: number): string {
  const rand = seededRandom(seed);
  const leaves = Array.from({ length: 16 }, (_, i) => leaf(-100 + rand() * 200, -100 + rand() * 200, rand() * 180, 30 + rand() * 14, i % 3 ? '#5aa544' : '#7dc35b')).join('');
  const tomatoes = around(5, 70, (x, y) => `<circle cx="${x}" cy="${y}" r="18" fill="#e23d2d"/><circle cx="${x - 5}" cy="${y - 5}" r="5" fill="#ff8a75"/>`, 20);
  const cucumber = around(4, 40, (x, y) => `<circle cx="${x}" cy="${y}" r="17" fill="#cfe8a6" stroke="#3f7f2c" stroke-width="4"/>`, 60);
  const feta = around(4, 100, (x, y) => `<rect x="${x - 10}" y="${y - 10}" width="20" height="20" rx="3" fill="#fffdf2"/>`, 0);
  const wooden = seed % 2 === 1;
  return bowl(wooden ? '#b7773f' : '#fdfbf6', wooden ? '#f4ecd8' : '#eef5e2') +
    (wooden ? '<circle r="162" fill="none" stroke="#9a5f2c" stroke-width="4"/>' : '') + leaves + cucumber + tomatoes + feta;
}

export function ramen(): string {
  const noodles = Array.from({ length: 6 }, (_, i) => `<path d="M-110 ${-40 + i * 16} q20 -12 40 0 t40 0 t40 0 t40 0 t40 0" stroke="#f6dc8f" stroke-width="7" fill="none"/>`).join('');
  const egg = (x: number, y: number) => `<ellipse cx="${x}" cy="${y}" rx="34" ry="26" fill="#fffaf0"/><circle cx="${x}" cy="${y}" r="15" fill="#f2a516"/>`;
  const onion = around(8, 30, (x, y) => `<circle cx="${x - 50}" cy="${y + 80}" r="7" fill="none" stroke="#6cbf4a" stroke-width="4"/>`);
  return bowl('#2a1e1a', '#f0c987') + `<circle r="160" fill="none" stroke="#c0392b" stroke-width="8"/>` + noodles +
    `<circle cx="55" cy="-75" r="38" fill="#e8a58c"/><circle cx="55" cy="-75" r="30" fill="#f3c1ad"/>` +
    egg(70, 60) + `<rect x="-120" y="-120" width="55" height="80" fill="#1f2a22" transform="rotate(-15)"/>` + onion +
    `<line x1="-200" y1="150" x2="150" y2="-170" stroke="#b07a46" stroke-width="10" stroke-linecap="round"/>` +
    `<line x1="-185" y1="170" x2="170" y2="-150" stroke="#9a6436" stroke-width="10" stroke-linecap="round"/>`;
}

export function dumplings(): string {
  const weave = [160, 145, 130].map((r) => `<circle r="${r}" fill="none" stroke="#b08445" stroke-width="3"/>`).join('');
  const dumpling = (x: number, y: number) => `<g transform="translate(${x} ${y})"><circle r="38" fill="#fbf3e4"/>` +
    around(6, 14, (px, py) => `<line x1="0" y1="0" x2="${px * 2}" y2="${py * 2}" stroke="#e2d3b8" stroke-width="3"/>`) + `<circle r="6" fill="#efe2c8"/></g>`;
  return `<circle r="178" fill="#d9b26f"/>` + weave + `<circle r="118" fill="#b9d49a"/>` +
    around(5, 68, (x, y) => dumpling(x, y), -90) + dumpling(0, 0);
}

export function sushi(): string {
  const maki = (x: number, y: number, fill: string) =>
    `<circle cx="${x}" cy="${y}" r="32" fill="#1d2b22"/><circle cx="${x}" cy="${y}" r="26" fill="#fbfbf6"/><circle cx="${x}" cy="${y}" r="11" fill="${fill}"/>`;
  const rolls = [[-90, -50], [-25, -60], [40, -55], [-60, 15], [5, 10]].map(([x, y], i) => maki(x ?? 0, y ?? 0, i % 2 ? '#7cc16b' : '#f27b50')).join('');
  const nigiri = (y: number) => `<rect x="-20" y="${y}" width="120" height="42" rx="20" fill="#fbfbf6"/>` +
    `<rect x="-24" y="${y - 6}" width="128" height="36" rx="18" fill="#f58b5a"/>` +
    [10, 40, 70].map((x) => `<line x1="${x}" y1="${y - 2}" x2="${x + 14}" y2="${y + 26}" stroke="#ffc3a3" stroke-width="4"/>`).join('');
  return `<circle r="178" fill="#2b2b2e"/><circle r="160" fill="#3a3a3e"/>` + rolls + nigiri(60) +
    `<path d="M-110 70 q15 -20 30 0 q-15 14 -30 0Z" fill="#8cc152"/><ellipse cx="-60" cy="95" rx="24" ry="14" fill="#f5b3b8"/>`;
}

export function coffee(): string {
  const heart = `<path d="M0 30 C-50 -5 -35 -45 0 -22 C35 -45 50 -5 0 30Z" fill="#f3dfc1"/>`;
  return plate('#fdfaf4', '#f4ece0') + `<rect x="80" y="-22" width="70" height="44" rx="22" fill="none" stroke="#fff" stroke-width="16"/>` +
    `<circle r="100" fill="#fff"/><circle r="100" fill="none" stroke="#e6dccb" stroke-width="3"/>` +
    `<circle r="82" fill="#7b4a2a"/><circle r="82" fill="none" stroke="#a8703f" stroke-width="6"/>` + heart +
    `<ellipse cx="-110" cy="110" rx="16" ry="8" fill="#5a3a1e" transform="rotate(30 -110 110)"/>`;
}

export function burger(): string {
  const seeds = around(9, 1, (_x, _y, _d, i) => `<ellipse cx="${-80 + i * 20}" cy="${-92 + (i % 2) * 18}" rx="5" ry="3" fill="#fff3d6"/>`);
  return plate() +
    `<path d="M-120 -30 Q-120 -130 0 -130 Q120 -130 120 -30Z" fill="#e39a3b"/>` + seeds +
    `<path d="M-130 -30 q16 18 32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 v14 h-260Z" fill="#6ab04c"/>` +
    `<path d="M-125 -10 h250 l-40 40 l-30 -28 l-40 40 l-30 -40 l-40 35 Z" fill="#f7c531"/>` +
    `<rect x="-128" y="5" width="256" height="50" rx="22" fill="#6b3419"/>` +
    `<rect x="-120" y="60" width="240" height="50" rx="18" fill="#dd9136"/>`;
}

export function taco(): string {
  const frills = Array.from({ length: 9 }, (_, i) => `q10 -${26 + (i % 3) * 6} 21 -${i % 2 ? 4 : 0}`).join(' ');
  const one = (x: number, y: number, deg: number) => `<g transform="translate(${x} ${y}) rotate(${deg})">` +
    `<path d="M-92 4 Q0 -52 92 4Z" fill="#7b3b1e"/><path d="M-95 4 ${frills} L95 6Z" fill="#6ab04c"/>` +
    [-50, -10, 32, 66].map((px, i) => `<circle cx="${px}" cy="${-14 - (i % 2) * 8}" r="11" fill="#e23d2d"/>`).join('') +
    [-30, 12, 48].map((px) => `<rect x="${px}" y="-30" width="22" height="7" rx="3" fill="#f7df7a" transform="rotate(-20 ${px} -30)"/>`).join('') +
    `<path d="M-100 0 A100 100 0 0 0 100 0Z" fill="#f2c14e"/><path d="M-86 12 A86 86 0 0 0 86 12" stroke="#e0a93a" stroke-width="4" fill="none"/></g>`;
  return plate() + one(-35, -40, -10) + one(40, 55, 8) + leaf(110, -100, -40, 26, '#9bd16a');
}
