import type { Database } from '../shared/db/database.js';
import { fromDb, toDb } from '../shared/db/timestamps.js';

/** What oidc-provider stores per model (sessions, grants, codes, refresh tokens, ...). */
type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

interface PayloadRow {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | string | null;
}

const TABLE = 'idp_payloads';

/** oidc-provider's storage contract on Knex (SQLite and PostgreSQL): one row per model and id. */
export class KnexAdapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  private rows() {
    return this.db<PayloadRow>(TABLE).where({ model: this.model });
  }

  async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? toDb(new Date(Date.now() + expiresIn * 1000)) : null;
    await this.db(TABLE)
      .insert({
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresAt,
      })
      .onConflict(['model', 'id'])
      .merge();
  }

  async find(id: string): Promise<Payload | undefined> {
    return parse(await this.rows().where({ id }).first());
  }

  async findByUid(uid: string): Promise<Payload | undefined> {
    return parse(await this.rows().where({ uid }).first());
  }

  async findByUserCode(userCode: string): Promise<Payload | undefined> {
    return parse(await this.rows().where({ user_code: userCode }).first());
  }

  /** Marks a code or token as used; compare-and-swap so a concurrent write is not overwritten. */
  async consume(id: string): Promise<void> {
    const row = await this.rows().where({ id }).first();
    if (!row) return;
    const payload = { ...(JSON.parse(row.payload) as Payload), consumed: Math.floor(Date.now() / 1000) };
    await this.rows().where({ id, payload: row.payload }).update({ payload: JSON.stringify(payload) });
  }

  async destroy(id: string): Promise<void> {
    await this.rows().where({ id }).delete();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.rows().where({ grant_id: grantId }).delete();
  }
}

function parse(row: PayloadRow | undefined): Payload | undefined {
  if (!row) return undefined;
  if (row.expires_at !== null && fromDb(row.expires_at).getTime() <= Date.now()) return undefined;
  return JSON.parse(row.payload) as Payload;
}

export function knexAdapterFactory(db: Database): (model: string) => KnexAdapter {
  return (model) => new KnexAdapter(db, model);
}

/** Expired rows are never read again (see `parse`); this keeps the table small. */
export async function deleteExpiredPayloads(db: Database): Promise<number> {
  return db(TABLE).where('expires_at', '<', toDb(new Date())).delete();
}
