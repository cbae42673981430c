import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';

/** Attempts kept per endpoint in the log (the owner sees the latest 20). */
const ATTEMPTS_KEPT = 100;

export interface AttemptLog {
  eventId: number;
  type: string;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  delivered: boolean;
  /** The event's delivery now (webhook_deliveries.status); null once the sweep forgot it. */
  state: DeliveryState | null;
  at: Date;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';

interface AttemptRow {
  event_id: number | string;
  event_type: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  delivered: boolean | number;
  state: DeliveryState | null;
  at: Date | string;
}

const attemptOf = (row: AttemptRow): AttemptLog => ({
  eventId: Number(row.event_id),
  type: row.event_type,
  attempt: row.attempt,
  statusCode: row.status_code,
  error: row.error,
  delivered: Boolean(row.delivered),
  state: row.state ?? null,
  at: fromDb(row.at),
});

/**
 * Logs one attempt, on the transaction that settles its delivery (the shared consumer's
 * settlement), and keeps each endpoint's latest attempts only.
 */
export async function recordAttempt(trx: Knex, endpointId: string, attempt: Omit<AttemptLog, 'state'>): Promise<void> {
  const { eventId, type, statusCode, error, delivered, at } = attempt;
  await trx('webhook_attempts').insert({ endpoint_id: endpointId, event_id: eventId, event_type: type, attempt: attempt.attempt, status_code: statusCode, error: error?.slice(0, 200) ?? null, delivered, at: toDb(at) });
  const cutoff: { id: number | string } | undefined = await trx('webhook_attempts').where({ endpoint_id: endpointId }).orderBy('id', 'desc').offset(ATTEMPTS_KEPT).first('id');
  if (cutoff) await trx('webhook_attempts').where({ endpoint_id: endpointId }).andWhere('id', '<=', cutoff.id).del();
}

/** `webhook_attempts`: the owner's delivery log. */
export class KnexWebhookLog {
  constructor(private readonly db: Database) {}

  /** The endpoints' latest attempts, newest first, at most `perEndpoint` each: the owner's delivery log. */
  async log(endpointIds: readonly string[], perEndpoint: number): Promise<Map<string, AttemptLog[]>> {
    const logs = new Map<string, AttemptLog[]>();
    for (const endpointId of endpointIds) {
      // The delivery row says whether the event is still retried or given up, which no attempt row knows.
      const rows: AttemptRow[] = await this.db('webhook_attempts as a')
        .leftJoin('webhook_deliveries as d', (join) => join.on('d.endpoint_id', 'a.endpoint_id').andOn('d.event_id', 'a.event_id'))
        .where('a.endpoint_id', endpointId)
        .orderBy('a.id', 'desc')
        .limit(perEndpoint)
        .select('a.event_id', 'a.event_type', 'a.attempt', 'a.status_code', 'a.error', 'a.delivered', 'a.at', 'd.status as state');
      logs.set(endpointId, rows.map(attemptOf));
    }
    return logs;
  }
}
