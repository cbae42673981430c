// docs/architecture/modules.md: one direction, no cycles. Lint checks *how* a module
// imports another (only through index.ts); this checks *which* modules may import which.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = path.resolve(import.meta.dirname, '../../src/modules');

/** The allowed direct edges; anything they reach transitively is allowed too. */
const ALLOWED: Record<string, string[]> = {
  payments: ['finance', 'ordering'],
  finance: ['ordering', 'catalogue'],
  ordering: ['catalogue'],
  catalogue: ['accounts'],
  insights: ['ordering', 'catalogue'],
  integrations: ['ordering', 'catalogue'],
  notifications: ['ordering'],
  reviews: ['ordering'],
  promotions: ['ordering', 'catalogue'],
  accounts: [],
  // The operator's console sits on top and calls the others' services; nothing imports it.
  operator: ['finance', 'reviews', 'ordering', 'catalogue', 'accounts'],
};

type Edge = { from: string; to: string; file: string };

function moduleNames(): string[] {
  return fs.readdirSync(MODULES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every import or re-export of one module's files that lands in another module. */
function crossModuleEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const module of moduleNames()) {
    for (const file of sourceFiles(path.join(MODULES_DIR, module))) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = path.relative(MODULES_DIR, path.resolve(path.dirname(file), fileName));
        const [to] = target.split(path.sep);
        if (to && to !== module && !target.startsWith('..')) {
          edges.push({ from: module, to, file: path.relative(MODULES_DIR, file) });
        }
      }
    }
  }
  return edges;
}

/** A cycle as a list of nodes that starts and ends at the same one, or undefined. */
function findCycle(edges: ReadonlyArray<Pick<Edge, 'from' | 'to'>>): string[] | undefined {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | undefined => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return undefined;
    for (const to of next.get(node) ?? []) {
      const cycle = visit(to, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return undefined;
  };
  for (const node of next.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return undefined;
}

function reachableFrom(module: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...(ALLOWED[module] ?? [])];
  for (let to = stack.pop(); to !== undefined; to = stack.pop()) {
    if (!seen.has(to)) stack.push(...(ALLOWED[to] ?? []));
    seen.add(to);
  }
  return seen;
}

describe('module dependency graph', () => {
  const edges = crossModuleEdges();

  it('finds a cycle when there is one (so the checks below can fail)', () => {
    expect(findCycle([{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }, { from: 'c', to: 'b' }])).toEqual(['b', 'c', 'b']);
    expect(findCycle([{ from: 'a', to: 'b' }, { from: 'a', to: 'c' }, { from: 'b', to: 'c' }])).toBeUndefined();
    expect(findCycle(Object.entries(ALLOWED).flatMap(([from, tos]) => tos.map((to) => ({ from, to }))))).toBeUndefined();
  });

  it('allows what the order reaches transitively, never an edge upwards', () => {
    expect([...reachableFrom('payments')].sort()).toEqual(['accounts', 'catalogue', 'finance', 'ordering']);
    expect(reachableFrom('ordering').has('finance')).toBe(false);
    expect(reachableFrom('finance').has('payments')).toBe(false);
    expect(reachableFrom('catalogue').has('ordering')).toBe(false);
    expect(reachableFrom('ordering').has('insights')).toBe(false);
    expect(reachableFrom('ordering').has('reviews')).toBe(false);
    expect(reachableFrom('catalogue').has('reviews')).toBe(false);
  });

  it('sees the cross-module imports that exist', () => {
    expect(edges).toContainEqual(expect.objectContaining({ from: 'catalogue', to: 'accounts' }));
  });

  it('has no cycle between modules', () => {
    expect(findCycle(edges)).toBeUndefined();
  });

  it('points every import one way: payments -> finance -> ordering -> catalogue -> accounts, insights -> ordering, catalogue', () => {
    const upward = edges.filter(({ from, to }) => !reachableFrom(from).has(to));
    expect(upward.map(({ from, to, file }) => `${file}: ${from} -> ${to}`)).toEqual([]);
  });

  it('knows where every module sits', () => {
    expect(moduleNames().filter((module) => !(module in ALLOWED))).toEqual([]);
  });
});
