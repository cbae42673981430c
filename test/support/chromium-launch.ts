// Debian's Chromium through playwright-core. One Chromium serves the whole browser tier
// (test/support/chromium-server-setup.ts): each file connects to it and each test opens a
// context of its own, which shares no cookies, storage or cache with the others. Apart from
// test/support/chromium.ts so that the global setup, outside the test workers, loads no Vitest API.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

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

/** Names the run's Chromium (its WebSocket endpoint) to every test file. */
export const CHROMIUM_ENDPOINT_ENV = 'FM_TEST_CHROMIUM_ENDPOINT';

function launchOptions() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found. Install it with: sudo apt-get install -y chromium');
  return { executablePath, headless: true, args: CHROMIUM_ARGS };
}

/** A Chromium other processes connect to (the run's, started once by the global setup). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/**
 * The run's Chromium, connected to; a Chromium of the file's own outside a Vitest run of the
 * browser tier. Closing the connection closes the contexts this file opened, not the browser.
 */
export async function launchChromium(): Promise<Browser> {
  const endpoint = process.env[CHROMIUM_ENDPOINT_ENV];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch(launchOptions());
}

