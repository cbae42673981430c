import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import { probe, type HealthCheck } from '../../shared/health.js';
import type { FileStorage } from './ports.js';

/** Where images go, without endpoints or credentials: 'local disk' or 's3 <bucket>'. */
export function storageLabel(storage: Config['storage']): string {
  return storage.kind === 's3' ? `s3 ${storage.bucket}` : 'local disk';
}

/** Uploads need storage that takes writes, so the check writes a tiny object and removes it. */
export function storageHealthCheck(storage: FileStorage, label: string): HealthCheck {
  return {
    name: 'storage',
    check: () =>
      probe(async () => {
        // A key of its own each time: two API processes probing at once never collide.
        const key = `health-probe-${randomBytes(6).toString('hex')}.txt`;
        try {
          await storage.put(key, Buffer.from('ok'), 'text/plain');
          await storage.delete(key);
        } catch (error) {
          // The status page is public: name the failure, not the server's paths.
          throw new Error(`${label} not writable (${failureName(error)})`, { cause: error });
        }
        return { status: 'healthy', detail: label };
      }),
  };
}

/** 'ENOTDIR', 'AccessDenied', ...: a node error code or an S3 error name. */
function failureName(error: unknown): string {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === 'string' ? code : typeof name === 'string' ? name : 'unknown error';
}
