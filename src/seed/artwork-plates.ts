import { around, leaf, seededRandom } from './artwork-svg.js';

/** Top-down dishes on a plate or pan, drawn around (0, 0) within a radius of about 180. */

export function plate(rim = '#fbf7f0', well = '#f1e8da'): string {
  return `<circle r="178" fill="${rim}"/><circle r="178" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="3"/>` +
    `<circle r="138" fill="${well}"/><circle r="138" fill="none" stroke="#000" stroke-opacity=".05" stroke-width="6"/>`;
}

export function pizza(): string {
  const rand = seededRandom(7);
  const cheese = around(9, 62, (x, y, d) => `<ellipse cx="${x}" cy="${y}" rx="26" ry="19" transform="rotate(${d} ${x} ${y})" fill="#fbe7a8"/>`, 20);
  const pepperoni = around(7, 88, (x, y) => `<circle cx="${x}" cy="${y}" r="17" fill="#a8321f"/><circle cx="${x - 4}" cy="${y - 4}" r="6" fill="#c9503a"/>`);
  const basil = around(4, 40, (x, y, d) => leaf(x, y, d + 40 + rand() * 40, 18, '#3f8a3a'), 45);
  const slices = around(3, 130, (x, y) => `<line x1="${-x}" y1="${-y}" x2="${x}" y2="${y}" stroke="#e4b065" stroke-width="4"/>`, 30);
  return plate() + `<circle r="150" fill="#d9953e"/><circle r="146" fill="#e8b265"/><circle r="122" fill="#c73f26"/>` +
    cheese + pepperoni + basil + slices + `<circle r="18" fill="#fbe7a8"/>`;
}

export function pasta(): string {
  const strands = Array.from({ length: 9 }, (_, i) => {
    const r = 30 + i * 11;
    return `<circle r="${r}" fill="none" stroke="${i % 2 ? '#f1c76a' : '#e8b552'}" stroke-width="9" stroke-dasharray="${r * 2.2} ${r * 0.5}" transform="rotate(${i * 47})"/>`;
  }).join('');
  const sauce = `<path d="M-48 -10 Q-40 -52 0 -50 Q46 -48 50 -6 Q54 38 8 46 Q-42 50 -48 -10Z" fill="#b8311f"/>`;
  const parmesan = around(10, 28, (x, y) => `<rect x="${x}" y="${y}" width="7" height="5" fill="#fff6d8"/>`, 10);
  return plate() + `<circle r="132" fill="#efc466"/>` + strands + sauce + parmesan +
    leaf(10, -18, -30, 22, '#3f8a3a') + leaf(-14, 4, 60, 18, '#4d9b45');
}

export function steak(): string {
  const marks = [-40, -5, 30].map((x) => `<line x1="${x - 40}" y1="-50" x2="${x + 30}" y2="45" stroke="#3d1d10" stroke-width="9" stroke-linecap="round"/>`).join('');
  const chips = Array.from({ length: 8 }, (_, i) => `<rect x="${-150 + i * 13}" y="${30 + (i % 3) * 8}" width="16" height="88" rx="5" transform="rotate(${-25 + i * 7} ${-140 + i * 13} 70)" fill="${i % 2 ? '#f4c94f' : '#eab83b'}"/>`).join('');
  const rosemary = Array.from({ length: 7 }, (_, i) => leaf(70 + i * 9, -95 + i * 6, 60, 10, '#4a7a3a')).join('');
  return plate() + chips +
    `<path d="M-70 -70 Q10 -110 90 -60 Q130 -10 90 50 Q40 95 -30 70 Q-95 40 -70 -70Z" fill="#7a3a1e"/>` +
    `<path d="M-58 -60 Q10 -95 80 -52 Q115 -8 80 42 Q36 80 -26 60 Q-82 34 -58 -60Z" fill="#94492a"/>` + marks + rosemary;
}

export function fish(): string {
  const batter = around(14, 40, (x, y) => `<circle cx="${x * 2}" cy="${y * 0.6}" r="9" fill="#e9a93a" opacity=".7"/>`);
  const chips = Array.from({ length: 9 }, (_, i) => `<rect x="${-110 + i * 18}" y="40" width="17" height="90" rx="5" transform="rotate(${-12 + i * 4} ${-100 + i * 18} 85)" fill="${i % 2 ? '#f4cd57' : '#eab83b'}"/>`).join('');
  const peas = around(8, 18, (x, y) => `<circle cx="${x + 100}" cy="${y - 80}" r="9" fill="#6cab3c"/>`);
  return plate() + chips +
    `<path d="M-140 -20 Q-60 -95 70 -60 Q120 -45 150 -15 Q120 20 70 30 Q-60 60 -140 -20Z" fill="#dc9428"/>` +
    `<g transform="translate(0 -20)">${batter}</g>` + peas +
    `<path d="M-30 -130 L30 -130 A30 30 0 0 1 -30 -130Z" fill="#f7e04b" transform="rotate(-20 0 -130)"/>`;
}

export function skewer(): string {
  const stick = (y: number) => `<line x1="-150" y1="${y}" x2="150" y2="${y - 40}" stroke="#c89b63" stroke-width="6"/>`;
  const pieces = (y: number) => Array.from({ length: 5 }, (_, i) => {
    const x = -110 + i * 55;
    const fill = ['#8c4a25', '#d8432b', '#8c4a25', '#5e9e3c', '#8c4a25'][i];
    return `<rect x="${x - 22}" y="${y - 22 - (x + 150) * 0.133}" width="44" height="44" rx="12" fill="${fill}"/>`;
  }).join('');
  const tzatziki = `<circle cx="70" cy="95" r="45" fill="#fff"/><circle cx="70" cy="95" r="36" fill="#eef1e6"/>` +
    around(6, 16, (x, y) => `<circle cx="${70 + x}" cy="${95 + y}" r="4" fill="#6f9a4e"/>`);
  return plate() + stick(-30) + pieces(-30) + stick(40) + pieces(40) + tzatziki +
    `<path d="M-120 80 L-40 60 L-70 130Z" fill="#e9c58a"/>`;
}

export function paella(): string {
  const rand = seededRandom(3);
  const rice = Array.from({ length: 60 }, () => `<ellipse cx="${-120 + rand() * 240}" cy="${-120 + rand() * 240}" rx="6" ry="3" fill="#f8d36a" transform="rotate(${rand() * 180})"/>`).join('');
  const prawns = around(5, 80, (x, y, d) => `<path transform="translate(${x} ${y}) rotate(${d})" d="M-22 -10 Q0 -34 22 -10 Q8 -18 -8 0Z" fill="#f07a3f" stroke="#d45a24" stroke-width="8" stroke-linecap="round"/>`, 10);
  const mussels = around(4, 55, (x, y, d) => `<ellipse cx="${x}" cy="${y}" rx="20" ry="12" transform="rotate(${d + 90} ${x} ${y})" fill="#27303d"/>`, 50);
  const peas = around(9, 110, (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="#6cab3c"/>`, 15);
  return `<rect x="-212" y="-14" width="424" height="28" rx="14" fill="#2a2a2a"/>` +
    `<circle r="178" fill="#2f2f31"/><circle r="160" fill="#e9a923"/><g clip-path="url(#pan)">${rice}</g>` +
    `<clipPath id="pan"><circle r="158"/></clipPath>` + mussels + prawns + peas +
    `<path d="M-20 0 L20 0 A20 20 0 0 1 -20 0Z" fill="#f7e04b" transform="translate(0 -15) scale(1.6)"/>`;
}

export function brulee(): string {
  const cracks = `<path d="M-60 -20 L-20 -10 L10 -40 M-20 -10 L0 30 L50 20 M0 30 L-30 70" stroke="#8a4e16" stroke-width="3" fill="none" opacity=".6"/>`;
  const berries = around(3, 20, (x, y) => `<circle cx="${x + 60}" cy="${y - 50}" r="16" fill="#c42b4b"/><circle cx="${x + 56}" cy="${y - 54}" r="5" fill="#e86a83"/>`);
  return plate() + `<circle r="125" fill="#fff"/><circle r="125" fill="none" stroke="#e8e0d4" stroke-width="4"/>` +
    `<circle r="105" fill="#c98a36"/><circle r="96" fill="#dca24a"/>` + cracks + berries +
    leaf(30, -80, -30, 20, '#4f9a4a') + leaf(40, -95, -70, 16, '#5fae58');
}
