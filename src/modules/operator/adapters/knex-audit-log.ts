import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { clientOf, orWhereContains } from '../../../shared/db/text-contains.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import type { AuditedFields, AuditEntry, AuditFilter, AuditPage, AuditQuery, AuditRecord, Operator } from '../domain/audit.js';

interface AuditRow {
  id: number | string;
  at: Date | string;
  operator_sub: string;
  operator_email: string | null;
  action: AuditEntry['action'];
  target_kind: AuditEntry['targetKind'];
  target_id: string;
  target_name: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
}

/** The operator module's append-only `operator_audit` (docs/architecture/operator.md "Audit log"). */
export class KnexAuditLog {
  constructor(private readonly db: Database) {}

  /** On the action's own transaction, so the change and its entry commit together or not at all. */
  async append(trx: Knex.Transaction, operator: Operator, record: AuditRecord, at: Date): Promise<void> {
    await trx('operator_audit').insert({
      at: toDb(at),
      operator_sub: operator.sub,
      operator_email: operator.email,
      action: record.action,
      target_kind: record.targetKind,
      target_id: record.targetId,
      target_name: record.targetName,
      before: record.before === null ? null : JSON.stringify(record.before),
      after: record.after === null ? null : JSON.stringify(record.after),
      reason: record.reason,
    });
  }

  async page(query: AuditPage): Promise<{ entries: AuditEntry[]; total: number }> {
    const [counted] = await this.matching(query.filter).count({ n: '*' });
    const rows = await this.sorted(this.matching(query.filter), query).offset(query.range.first).limit(query.range.last - query.range.first + 1);
    return { entries: rows.map(entryOf), total: Number(counted?.n ?? 0) };
  }

  async upTo(query: AuditQuery, max: number): Promise<AuditEntry[]> {
    return (await this.sorted(this.matching(query.filter), query).limit(max)).map(entryOf);
  }

  private matching(filter: AuditFilter): Knex.QueryBuilder {
    const rows = this.db('operator_audit');
    if (filter.actions) rows.whereIn('action', filter.actions);
    if (filter.targetKind) rows.where('target_kind', filter.targetKind);
    if (filter.targetId) rows.where('target_id', filter.targetId);
    if (filter.from) rows.where('at', '>=', toDb(filter.from));
    if (filter.before) rows.where('at', '<', toDb(filter.before));
    const text = filter.operatorText;
    if (text) rows.where((either) => orWhereContains(either, clientOf(this.db), 'operator_email', text));
    return rows;
  }

  private sorted(rows: Knex.QueryBuilder, { order }: AuditQuery): Knex.QueryBuilder {
    return rows.select<AuditRow[]>('*').orderBy([{ column: 'at', order }, { column: 'id', order }]);
  }
}

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: fromDb(row.at),
    operator: { sub: row.operator_sub, email: row.operator_email },
    action: row.action,
    targetKind: row.target_kind,
    targetId: row.target_id,
    targetName: row.target_name,
    before: row.before === null ? null : (JSON.parse(row.before) as AuditedFields),
    after: row.after === null ? null : (JSON.parse(row.after) as AuditedFields),
    reason: row.reason,
  };
}
