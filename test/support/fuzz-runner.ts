// Sends the fuzzer's requests one at a time and checks each answer: no 5xx, the error shape
// on every 4xx, `Allow` on a 405, no data changed by a refused write, the server still up,
// and Object.prototype unpolluted. Failures are collected, not thrown, so one run lists them all.
import fc from 'fast-check';
import { changedParts, snapshotData, type DataSnapshot } from './data-snapshot.js';
import { refundsSettled } from './payment-servers.js';
import { fuzzRequests, type FuzzRequest } from './fuzz-requests.js';
import { POLLUTION_KEY } from './fuzz-values.js';
import { smallPng } from './matrix-requests.js';
import { errorShapeProblem, rawRequest, type RawResponse } from './raw-http.js';
import type { World } from './security-world.js';
import type { TestServer } from './test-server.js';

export const DEFAULT_FUZZ_SEED = 20261123;

/** FUZZ_SEED overrides the fixed seed, to reproduce or widen a run. */
export function fuzzSeed(): number {
  const fromEnv = Number(process.env.FUZZ_SEED);
  return Number.isSafeInteger(fromEnv) && process.env.FUZZ_SEED ? fromEnv : DEFAULT_FUZZ_SEED;
}

export interface FuzzFailure {
  operationId: string;
  mutation: string;
  status: number | 'no answer';
  problem: string;
  request: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  byClass: Record<string, number>;
  byOperation: Record<string, number>;
  healthChecks: number;
  failures: FuzzFailure[];
}

const CHUNK = 100;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Head and tail of a body: a hostile part is often the last one. */
function excerpt(body: Buffer | string): string {
  const text = String(body);
  return JSON.stringify(text.length <= 320 ? text : `${text.slice(0, 120)} ... ${text.slice(-200)}`);
}

function describeRequest({ request }: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body(${Buffer.byteLength(request.body)} B)=${excerpt(request.body)}`;
  const type = request.headers?.['content-type'] ? ` [${request.headers['content-type']}]` : '';
  return `${request.method} ${request.path.slice(0, 200)}${type}${body}`;
}

// The contract's paths; others (the web app, /images) answer as a static site does.
const API_PATH = /^\/(api|health)(\/|\?|$)/;
// What a traversal would leak: our package.json, or a system file.
const LEAKED_FILE = /"name":\s*"food-marketplace"|root:x:0:0/;

function problemsOf(sent: FuzzRequest, response: RawResponse): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`${response.status} ${/"code":"(\w+)"/.exec(response.text)?.[1] ?? response.text.slice(0, 80)}`);
  if (LEAKED_FILE.test(response.text)) problems.push(`served a file outside its folder (${response.status})`);
  if (response.status >= 400 && sent.request.method !== 'HEAD' && API_PATH.test(sent.request.path)) {
    const shape = errorShapeProblem(response);
    if (shape) problems.push(`error shape: ${shape}`);
  }
  if (response.status === 405 && !response.headers.allow) problems.push('405 without an Allow header');
  return problems;
}

async function menuItemIds(server: TestServer): Promise<string[]> {
  const rows = (await server.db('menu_items').select('id').orderBy('id').limit(20)) as Array<{ id: string }>;
  return rows.length ? rows.map((r) => r.id) : ['000000000000000000000000'];
}

export async function runFuzz(server: TestServer, world: World, options: { runs: number; seed: number }): Promise<FuzzReport> {
  const report: FuzzReport = { seed: options.seed, requests: 0, byClass: {}, byOperation: {}, healthChecks: 0, failures: [] };
  const png = await smallPng();
  // What the data looked like before the next write; a refused write leaves it as it was.
  let known: DataSnapshot | undefined;
  const fail = (sent: FuzzRequest, status: FuzzFailure['status'], problem: string) =>
    report.failures.push({ operationId: sent.operationId, mutation: sent.mutation, status, problem, request: describeRequest(sent) });

  for (let chunk = 0; report.requests < options.runs; chunk++) {
    // Ids are re-read each chunk: successful edits replace menu items.
    const arbitrary = fuzzRequests({ world, menuItemIds: await menuItemIds(server), png });
    const batch = fc.sample(arbitrary, { seed: options.seed + chunk, numRuns: Math.min(CHUNK, options.runs - report.requests) });
    for (const sent of batch) {
      const write = WRITES.has(sent.request.method);
      // A refund an earlier request asked for is answered in the background: wait for it first.
      if (write && !known) await refundsSettled(server.db);
      if (write) known ??= await snapshotData(server);
      report.requests++;
      report.byOperation[sent.operationId] = (report.byOperation[sent.operationId] ?? 0) + 1;
      let response: RawResponse;
      try {
        response = await rawRequest(server.url, sent.request);
      } catch (error) {
        const closedEarly = /EPIPE|ECONNRESET/.test(String(error)) && Buffer.byteLength(sent.request.body ?? '') > 1024 * 1024;
        report.byClass[closedEarly ? 'closed early' : 'no answer'] = (report.byClass[closedEarly ? 'closed early' : 'no answer'] ?? 0) + 1;
        if (!closedEarly) fail(sent, 'no answer', String(error));
        known = undefined;
        continue;
      }
      const statusClass = `${String(response.status)[0]}xx`;
      report.byClass[statusClass] = (report.byClass[statusClass] ?? 0) + 1;
      for (const problem of problemsOf(sent, response)) fail(sent, response.status, problem);
      if (write && response.status >= 400) {
        const after = await snapshotData(server);
        const changed = changedParts(known!, after);
        if (changed.length) fail(sent, response.status, `refused but changed ${changed.join(', ')}`);
        known = after;
      } else if (write) {
        known = undefined;
      }
    }
    const health = await rawRequest(server.url, { method: 'GET', path: '/health' }).catch(() => undefined);
    report.healthChecks++;
    if (health?.status !== 200) {
      report.failures.push({ operationId: 'getHealth', mutation: 'after chunk', status: health?.status ?? 'no answer', problem: 'the server stopped answering /health', request: 'GET /health' });
      break;
    }
  }
  if (POLLUTION_KEY in {}) report.failures.push({ operationId: '*', mutation: 'protoKey', status: 0, problem: 'Object.prototype was polluted', request: '' });
  return report;
}

/** The figures the suites print, and one line per kind of failure (with a count and an example). */
export function formatReport(label: string, report: FuzzReport): string {
  const groups = new Map<string, { count: number; example: FuzzFailure }>();
  for (const failure of report.failures) {
    const key = `${failure.operationId} | ${failure.mutation} | ${failure.status} | ${failure.problem.slice(0, 90)}`;
    const group = groups.get(key) ?? { count: 0, example: failure };
    group.count++;
    groups.set(key, group);
  }
  return [
    `Fuzz ${label}: seed ${report.seed} (FUZZ_SEED overrides), ${report.requests} requests, ${report.healthChecks} health checks`,
    `  by status class: ${JSON.stringify(report.byClass)}`,
    `  by operation: ${JSON.stringify(report.byOperation)}`,
    `  failures: ${report.failures.length}${groups.size ? ` in ${groups.size} kinds` : ''}`,
    ...[...groups.entries()].map(([key, { count, example }]) => `  - ${count}x ${key}\n      e.g. ${example.request}`),
  ].join('\n');
}
