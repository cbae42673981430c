// Waits until Chromium itself has gone quiet. Every new browser context opens a window whose
// own UI (the omnibox popup is a WebUI page in a renderer of its own) takes ~0.5 s of CPU in
// its first ~0.4 s; a page measured during that shares the machine's cores with it, which no
// visitor's long-open browser does. The sum of all Chromium processes' CPU time says when it
// is over.
import type { CDPSession } from 'playwright-core';

const SAMPLE_MS = 100;
/** CPU time per sample below which Chromium counts as idle (its clock ticks in 10 ms steps). */
const QUIET_CPU_MS = 10;
const QUIET_SAMPLES = 2;
const MAX_WAIT_MS = 5_000;

interface ProcessInfo {
  processInfo: Array<{ cpuTime: number }>;
}

async function cpuSeconds(browserSession: CDPSession): Promise<number> {
  const { processInfo } = (await browserSession.send('SystemInfo.getProcessInfo')) as ProcessInfo;
  return processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
}

/**
 * Resolves once all Chromium processes together used at most QUIET_CPU_MS in each of
 * QUIET_SAMPLES samples in a row, or after MAX_WAIT_MS. `browserSession` comes from
 * `browser.newBrowserCDPSession()`.
 */
export async function waitForBrowserIdle(browserSession: CDPSession): Promise<void> {
  const deadline = Date.now() + MAX_WAIT_MS;
  let previous = await cpuSeconds(browserSession);
  let quiet = 0;
  while (quiet < QUIET_SAMPLES && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    const now = await cpuSeconds(browserSession);
    quiet = (now - previous) * 1000 <= QUIET_CPU_MS ? quiet + 1 : 0;
    previous = now;
  }
}
