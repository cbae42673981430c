// HTTP load from autocannon in a separate process, so the load generator never competes
// with the server under test for the same event loop.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AUTOCANNON = require.resolve('autocannon/autocannon.js');

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  method?: string;
  body?: string;
  /** Default 50, the connections every HTTP figure is measured with (docs/performance/method.md). */
  connections?: number;
  durationSec: number;
}

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Responses that were not 2xx/304, plus errors and timeouts: a run with any is suspect. */
  failures: number;
  requests: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const args = [AUTOCANNON, '--json', '-c', String(options.connections ?? 50), '-d', String(options.durationSec)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (options.method) args.push('-m', options.method);
  if (options.body !== undefined) args.push('-b', options.body);
  args.push(options.url);
  const out = await runNode(args);
  const json = JSON.parse(out) as AutocannonJson;
  // 304 counts as success: conditional polling is the point of some scenarios.
  const notModified = json.statusCodeStats?.['304']?.count ?? 0;
  return {
    rps: json.requests.average,
    p50: json.latency.p50,
    p99: json.latency.p99,
    failures: json.non2xx - notModified + json.errors + json.timeouts,
    requests: json.requests.total,
  };
}

/** Runs a Node script to its end and resolves with what it printed; `what` names it in the error. */
export function runNode(args: string[], what = 'autocannon'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${what} exited with ${code}: ${stderr.slice(-500)}`));
    });
  });
}
