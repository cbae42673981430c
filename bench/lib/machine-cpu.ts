// The whole machine's CPU, from /proc/stat: how busy every core was over a stretch of time.
// On a machine of few cores the API processes share them with the database and the load
// generator, and this says how much room a second process had.
import fs from 'node:fs';

export interface CpuTicks {
  busy: number;
  total: number;
}

/** Busy and total ticks of all cores since boot; zeros where /proc/stat is unavailable. */
export function machineCpu(): CpuTicks {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, ticks) => sum + ticks, 0);
    // idle and iowait: the cores had nothing to run.
    return { busy: total - fields[3]! - (fields[4] ?? 0), total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** The share (0..1) of all cores' time that was busy between two readings. */
export function busyShare(before: CpuTicks, after: CpuTicks): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}
