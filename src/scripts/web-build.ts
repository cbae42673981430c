import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../shared/project-root.js';

// The last file the build writes (web/vite-plugins/prerender.ts).
const LAST_BUILT_FILE = path.join(PROJECT_ROOT, 'web/dist-ssr/search.html');
const SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/vite-plugins', 'web/public', 'src/generated'];

function newestChange(entry: string): number {
  const full = path.join(PROJECT_ROOT, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .reduce((newest, d) => Math.max(newest, fs.statSync(path.join(d.parentPath, d.name)).mtimeMs), 0);
}

/** True when web/dist is missing or older than any web source. */
export function webBuildIsStale(): boolean {
  if (!fs.existsSync(LAST_BUILT_FILE)) return true;
  const built = fs.statSync(LAST_BUILT_FILE).mtimeMs;
  return SOURCES.some((entry) => newestChange(entry) > built);
}

export function buildWebApp(): void {
  console.error('Building the web app (web/dist)...');
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web app build failed');
}
