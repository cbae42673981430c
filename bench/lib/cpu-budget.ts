// A CPU budget for one process, as a container's CPU limit gives it: a cgroup of its own with a
// CFS quota. On a machine of few cores, API processes without one compete for the same cores
// with the database and the load generator, so adding a process measures the machine; with a
// budget each, adding one measures whether the code scales. Needs a writable cgroup `cpu`
// controller (root on Linux); elsewhere `limitCpu` says so and the bench goes without.
import fs from 'node:fs';
import path from 'node:path';

const PERIOD_US = 100_000;

interface Hierarchy {
  /** Where a new cgroup directory is made. */
  root: string;
  /** Writes the quota into a new cgroup directory. */
  setQuota(dir: string, quotaUs: number): void;
}

const V2: Hierarchy = {
  root: '/sys/fs/cgroup',
  setQuota: (dir, quotaUs) => fs.writeFileSync(path.join(dir, 'cpu.max'), `${quotaUs} ${PERIOD_US}`),
};

const V1: Hierarchy = {
  root: '/sys/fs/cgroup/cpu',
  setQuota: (dir, quotaUs) => {
    fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quotaUs));
  },
};

function hierarchy(): Hierarchy | undefined {
  const controllers = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split(/\s+/) : []);
  if (controllers('/sys/fs/cgroup/cgroup.subtree_control').includes('cpu')) return V2;
  if (fs.existsSync(path.join(V1.root, 'cpu.cfs_quota_us'))) return V1;
  return undefined;
}

/** Thrown by startApi when a budget was asked for and this machine cannot give one. */
export class CpuBudgetUnavailable extends Error {}

export interface CpuBudget {
  /** Removes the cgroup; call once the process has exited. */
  release(): void;
}

/** Limits process `pid` (and its threads and children) to `cores` of CPU time; throws CpuBudgetUnavailable when it cannot. */
export function limitCpu(pid: number, cores: number): CpuBudget {
  const found = hierarchy();
  if (!found) throw new CpuBudgetUnavailable('no cgroup cpu controller with quotas is mounted');
  const dir = path.join(found.root, `fm-bench-${process.pid}-${pid}`);
  try {
    fs.mkdirSync(dir);
    found.setQuota(dir, Math.round(cores * PERIOD_US));
    fs.writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
  } catch (error) {
    if (fs.existsSync(dir)) fs.rmdirSync(dir);
    throw new CpuBudgetUnavailable(`cannot write cgroups (${(error as Error).message})`);
  }
  return { release: () => fs.rmdirSync(dir) };
}
