import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// web/src/index.css keeps the storefront to two weights (its theme defines no others, so a class such
// as font-semibold would silently do nothing). The owner area styles itself through MUI.
const ROOT = path.resolve(import.meta.dirname, '../../web/src');
const OTHER_WEIGHT = /\bfont-(thin|extralight|light|medium|semibold|extrabold|black|\[\d+\])(?![\w-])/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sources(file);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

describe('font weights', () => {
  it('the storefront uses font-normal and font-bold only', () => {
    const found = sources(ROOT).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(OTHER_WEIGHT)].map((m) => `${path.relative(ROOT, file)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
