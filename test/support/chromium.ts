// Browser tests drive Debian's Chromium through playwright-core (its own browser download
// does not work here). Without Chromium they are skipped with one loud warning, never silently.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { describe } from 'vitest';

const DEFAULT_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium executable: CHROMIUM_PATH if set and present, else /usr/bin/chromium if present. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, DEFAULT_PATH];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found. Install it with: sudo apt-get install -y chromium');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

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
