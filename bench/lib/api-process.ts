// The API as production runs it: its own process running the server bundle (`npm start`'s
// `node dist/server.js`, built here first), so the server under test shares no event loop with
// the runner or the load generator.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, BUNDLE_NODE_FLAGS, SERVER_BUNDLE } from '../../src/scripts/server-build.js';
import { freePort } from '../../test/support/ports.js';
import { limitCpu, type CpuBudget } from './cpu-budget.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ApiProcess {
  url: string;
  /** The environment it was started with (ports included): loadConfig(env) is its config. */
  env: Record<string, string>;
  /** Resident set size of the API process in MB (from /proc; 0 where unavailable). */
  rssMb(): number;
  /** CPU time the API process has used so far, user plus system, in ms (from /proc; 0 where unavailable). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Built once per bench run, so every API process runs the code of this checkout. */
let built: Promise<void> | undefined;

export interface ApiOptions {
  /** Extra flags for node, e.g. --cpu-prof when looking into a figure. */
  nodeArgs?: string[];
  /** Cores of CPU time the process may use (cpu-budget.ts); unlimited when absent. */
  cpuCores?: number;
}

/** Tries at starting an API whose port another process took between freePort() and listen(). */
const PORT_TRIES = 3;

/** Production settings with the embedded defaults; `env` adds DATA_DIR, DATABASE_URL and the like. */
export async function startApi(env: Record<string, string>, options: ApiOptions = {}): Promise<ApiProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startApiOnce(env, options);
    } catch (error) {
      // freePort() gives a port that was free a moment ago; on a busy machine it may not be by then.
      if (attempt >= PORT_TRIES || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startApiOnce(env: Record<string, string>, options: ApiOptions): Promise<ApiProcess> {
  const [port, idpPort] = [await freePort(), await freePort()];
  const settings: Record<string, string> = {
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_DEFAULTS: 'true',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      PORT: String(port),
      IDP_PORT: String(idpPort),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The scale data sets' orders span 548 days: with the default retention the first prune would
      // delete most of their events while a scenario measures (docs/architecture/order-events.md "Retention").
      ORDER_EVENTS_RETENTION_HOURS: String(24 * 3_650),
      ...env,
  };
  await (built ??= buildServer());
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...BUNDLE_NODE_FLAGS, SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  let budget: CpuBudget | undefined;
  const stopAndRelease = async () => {
    await stop(child);
    budget?.release();
  };
  try {
    // Before it has done much: start-up runs under the budget too.
    if (options.cpuCores !== undefined) budget = limitCpu(child.pid!, options.cpuCores);
    await waitUntilUp(url, child, () => stderr);
  } catch (error) {
    await stopAndRelease();
    throw error;
  }
  return { url, env: settings, rssMb: () => rssOf(child.pid), cpuMs: () => cpuOf(child.pid), stop: stopAndRelease };
}

/** Seeding the demo data draws its pictures first: on a 2-core machine shared with other work, minutes. */
const START_WITHIN_S = 300;

async function waitUntilUp(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + START_WITHIN_S * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}: ${stderr()}`);
    const up = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`API did not start within ${START_WITHIN_S} s: ${stderr()}`);
}

function rssOf(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** utime + stime from /proc/<pid>/stat, in clock ticks (100 a second on Linux). */
function cpuOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}
