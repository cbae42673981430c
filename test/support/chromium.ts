// Browser tests drive Debian's Chromium through playwright-core (its own browser download
// does not work here). Without Chromium they are skipped with one loud warning, never silently.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe } from 'vitest';
import { chromiumPath } from './chromium-launch.js';

export { chromiumPath, launchChromium } from './chromium-launch.js';

// Test files run in separate workers of one Vitest process: a marker file named after that
// process keeps it to one warning per run rather than one per file.
function firstWarningThisRun(): boolean {
  try {
    fs.closeSync(fs.openSync(path.join(os.tmpdir(), `chromium-missing-${process.ppid}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

let warned = false;

/** `describe` for browser tests: skipped, with one warning per run, when Chromium is missing. */
export function describeWithChromium(name: string, fn: () => void): void {
  if (chromiumPath()) {
    describe(name, fn);
    return;
  }
  if (!warned && firstWarningThisRun()) {
    warned = true;
    console.warn(
      '\n' + '!'.repeat(78) +
      '\n!! Browser tests SKIPPED: Chromium not found. Install it with: sudo apt-get install -y chromium' +
      '\n' + '!'.repeat(78) + '\n',
    );
  }
  describe.skip(name, fn);
}
