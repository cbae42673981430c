import type { Database } from '../../../shared/db/database.js';
import { fromDb } from '../../../shared/db/timestamps.js';

export interface AttemptLog {
  eventId: number;
  type: string;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  delivered: boolean;
  at: Date;
}

interface AttemptRow {
  event_id: number | string;
  event_type: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  delivered: boolean | number;
  at: Date | string;
}

const attemptOf = (row: AttemptRow): AttemptLog => ({
  eventId: Number(row.event_id),
  type: row.event_type,
  attempt: row.attempt,
  statusCode: row.status_code,
  error: row.error,
  delivered: Boolean(row.delivered),
  at: fromDb(row.at),
});

/** `webhook_attempts` as the owner reads it (written by KnexWebhookDeliveries.settle). */
export class KnexWebhookLog {
  constructor(private readonly db: Database) {}

  /** The endpoints' latest attempts, newest first, at most `perEndpoint` each: the owner's delivery log. */
  async log(endpointIds: readonly string[], perEndpoint: number): Promise<Map<string, AttemptLog[]>> {
    const logs = new Map<string, AttemptLog[]>();
    for (const endpointId of endpointIds) {
      const rows: AttemptRow[] = await this.db('webhook_attempts').where({ endpoint_id: endpointId }).orderBy('id', 'desc').limit(perEndpoint);
      logs.set(endpointId, rows.map(attemptOf));
    }
    return logs;
  }
}
