import fs from 'node:fs';
import path from 'node:path';

/**
 * The project folder (the one holding package.json), found from wherever this code runs: its
 * own file under src/ with tsx, or the server bundle in dist/. Files the server reads at run
 * time (openapi.yaml, web/dist) are named from here, never by counting `..` from a source file.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
