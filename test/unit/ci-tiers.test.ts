// CI runs the README's test command tier by tier, so that it can print each tier's time
// (.ci/run): this keeps its tiers the very scripts `npm test` chains, in the same order.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/shared/project-root.js';

const read = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8');

describe('CI runs what npm test runs', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const chained = scripts.test!.split('&&').map((step) => step.trim().replace(/^npm run /, ''));
  const tiers = [...read('.ci/run').matchAll(/^tier (\S+) (\S+)$/gm)].map((match) => match[2]);

  it("runs npm test's scripts in its order, then the reliability suites", () => {
    expect(chained.length).toBeGreaterThanOrEqual(5);
    expect(chained.every((step) => step in scripts), chained.join(', ')).toBe(true);
    expect(tiers).toEqual([...chained, 'test:reliability']);
  });
});
