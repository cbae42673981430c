// Code, tests, the bench and the docs point at the repository's own docs (docs/product/ for
// what the product does, docs/architecture/ for how), never at tracker numbers or an outside
// brief a newcomer cannot open. This scan keeps it so and names each citation by file:line.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROOTS = ['src', 'web/src', 'test', 'bench', 'docs', 'migrations'];
const FILES = ['README.md'];
/** Build output, generated code and installed packages: not ours to word. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'generated']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|css|html|svg|json|yaml|yml|sql)$/;

/** Each pattern is written so that this file's own source does not match it. */
const CITATIONS = [
  /\bissues?\s+\d+/i, // a tracker number, alone or in a range
  /\bissue\s"/i, // a tracker item by its title
  /\bthe\sissue\b/i, // one tracker item, named by article
  /(?<![&\w])#\d{2}\b/, // a tracker reference; `&#39;` is an HTML entity, not one
  /\bthe\sspec\b/i, // the outside brief; docs/product/ is the product's specification
];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full);
    return entry.isFile() && TEXT.test(entry.name) ? [full] : [];
  });
}

/** `file:line: text` for every line that cites. */
function citations(file: string): string[] {
  return fs.readFileSync(file, 'utf8').split('\n').flatMap((line, i) =>
    CITATIONS.some((pattern) => pattern.test(line)) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : []);
}

describe('no tracker numbers or outside brief cited', () => {
  const byRoot = new Map(ROOTS.map((root) => [root, filesUnder(path.join(ROOT, root))]));
  const files = [...[...byRoot.values()].flat(), ...FILES.map((file) => path.join(ROOT, file))];

  it('scans every area, so it cannot pass on nothing', () => {
    for (const [root, found] of byRoot) expect(found.length, root).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThan(500);
  });

  it('recognises a citation in each form', () => {
    const samples = [['issue', '31'], ['issues', '31-33'], ['Issue', '34'], ['(issue', '"Performance")'], ['the', "issue's figure"], ['see', '#' + '42'], ['beyond the', 'spec']];
    for (const words of samples) expect(CITATIONS.some((pattern) => pattern.test(words.join(' '))), words.join(' ')).toBe(true);
    for (const fine of ['&#39;', 'the issuer', 'issues.push(detail)', 'color: #111827', 'a spec file']) {
      expect(CITATIONS.some((pattern) => pattern.test(fine)), fine).toBe(false);
    }
  });

  it('finds none in src, web/src, test, bench, docs, migrations or the README', () => {
    expect(files.flatMap(citations)).toEqual([]);
  });
});
