import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_NODE_FLAGS } from '../../src/scripts/server-build.js';
import { PROJECT_ROOT } from '../../src/shared/project-root.js';

const read = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const asJsonArray = (args: string[]) => args.map((a) => JSON.stringify(a)).join(', ');

describe('every launch of the server bundles', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  it('runs node with the flags the bench measured (npm start, npm run worker, the image, compose, the README)', () => {
    const flags = BUNDLE_NODE_FLAGS.join(' ');
    expect(scripts.start).toContain(`&& node ${flags} dist/server.js`);
    expect(scripts.worker).toContain(`&& node ${flags} dist/worker.js`);
    expect(read('Dockerfile')).toContain(`CMD [${asJsonArray(['node', ...BUNDLE_NODE_FLAGS, 'dist/server.js'])}]`);
    expect(read('docker-compose.yml')).toContain(`command: [${asJsonArray(['node', ...BUNDLE_NODE_FLAGS, 'dist/worker.js'])}]`);
    expect(read('README.md')).toContain(`\`node ${flags} dist/worker.js\``);
  });
});
