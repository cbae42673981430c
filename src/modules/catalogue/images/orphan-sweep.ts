import type { Clock } from '../../../shared/clock.js';
import type { JobHandler, JobSchedule } from '../../../shared/jobs/job-queue.js';
import type { Logger } from '../../../shared/logger.js';
import type { FileStorage, RestaurantRepository } from '../ports.js';
import { imageKeyOfFile, RESTAURANT_IMAGE_PREFIX } from './restaurant-image.js';

export const SWEEP_ORPHAN_IMAGES_JOB = 'catalogue.sweep-orphan-images';
/** Younger files may belong to an upload whose database write is still under way. */
export const ORPHAN_GRACE_MS = 15 * 60_000;
/** Runs at start-up (in-process schedules run at once) and then hourly. */
export const SWEEP_ORPHAN_IMAGES: JobSchedule = { name: SWEEP_ORPHAN_IMAGES_JOB, payload: {}, everyMs: 60 * 60_000 };
/** Files checked against the database per query. */
const BATCH = 200;

interface Candidate {
  file: string;
  imageKey: string;
}

/**
 * Removes stored restaurant images that no restaurant references, older than the grace
 * period: what a crash between storing an upload and committing it (or between committing
 * and removing the replaced image) leaves behind. Works on any FileStorage that lists.
 */
export class OrphanImageSweep {
  constructor(
    private readonly storage: FileStorage,
    private readonly restaurants: Pick<RestaurantRepository, 'imageKeysInUse'>,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  readonly job: JobHandler = {
    name: SWEEP_ORPHAN_IMAGES_JOB,
    handle: async () => {
      await this.sweep();
    },
  };

  /** Returns the keys of the files it removed. */
  async sweep(): Promise<string[]> {
    const cutoff = this.clock.now().getTime() - ORPHAN_GRACE_MS;
    const removed: string[] = [];
    let batch: Candidate[] = [];
    for await (const file of this.storage.list(RESTAURANT_IMAGE_PREFIX)) {
      const imageKey = imageKeyOfFile(file.key);
      if (!imageKey || file.modifiedAt.getTime() > cutoff) continue;
      batch.push({ file: file.key, imageKey });
      if (batch.length < BATCH) continue;
      removed.push(...(await this.removeUnreferenced(batch)));
      batch = [];
    }
    removed.push(...(await this.removeUnreferenced(batch)));
    if (removed.length) this.logger.info({ removed: removed.length }, 'removed orphaned restaurant images');
    return removed;
  }

  private async removeUnreferenced(candidates: Candidate[]): Promise<string[]> {
    const inUse = await this.restaurants.imageKeysInUse([...new Set(candidates.map((c) => c.imageKey))]);
    const orphans = candidates.filter((c) => !inUse.has(c.imageKey)).map((c) => c.file);
    for (const file of orphans) await this.storage.delete(file);
    return orphans;
  }
}
