// The one shape every benchmark scenario reports in, so `npm run bench` can print one
// table and write one bench/results.json. Figures are medians of several rounds; every
// throughput or latency figure is compared with a baseline measured in the same run,
// because these machines are shared and absolute numbers drift.

export interface BenchRow {
  /** What was measured, e.g. 'search 10k restaurants'. */
  scenario: string;
  /** The metric and its unit, e.g. 'req/s', 'p99 ms', 'LCP ms (4x CPU)'. */
  metric: string;
  /** Median over the rounds. */
  value: number;
  /** The baseline it is compared with, e.g. 'express floor', 'node:http ceiling'. */
  baseline?: string;
  baselineValue?: number;
  /** value / baselineValue. */
  ratio?: number;
  /** The goal in words, e.g. '>= 0.5x express', '<= 25 ms'. */
  goal?: string;
  /** Whether the goal was met in this run (absent when there is no goal). */
  met?: boolean;
  /** The figures `value` is the median of, in the order measured, where the spread matters. */
  runs?: number[];
}

export interface BenchContext {
  /** Rounds per figure (the median is reported). */
  rounds: number;
  /** Seconds of load per round. */
  durationSec: number;
  /** A quick run of the harness for `npm test`: tiny data, one short round; figures mean nothing. */
  smoke: boolean;
  /** PostgreSQL and Redis for scenarios that need them; absent: SQLite and no Redis. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Progress lines (stderr), so the table on stdout stays clean. */
  log(line: string): void;
}

export interface BenchScenario {
  name: string;
  /** Rounds when `--rounds` is not given, where the default (3) leaves the median too noisy. */
  defaultRounds?: number;
  run(ctx: BenchContext): Promise<BenchRow[]>;
}
