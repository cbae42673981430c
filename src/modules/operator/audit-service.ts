import type { Knex } from 'knex';
import type { Clock } from '../../shared/clock.js';
import type { Database } from '../../shared/db/database.js';
import type { KnexAuditLog } from './adapters/knex-audit-log.js';
import { auditCsv, type AuditPage, type AuditQuery, type AuditRecord, type Operator } from './domain/audit.js';

/** At most this many entries in one CSV export. */
export const AUDIT_EXPORT_MAX = 10_000;

/** A change another module makes on the given transaction, and what the audit log says of it. */
export type AuditedChange<T> = (trx: Knex.Transaction) => Promise<{ result: T; record: AuditRecord }>;

/** The audit log (docs/architecture/operator.md "Audit log"): every operator action goes through `audited`. */
export class AuditService {
  constructor(
    private readonly db: Database,
    private readonly log: KnexAuditLog,
    private readonly clock: Clock,
  ) {}

  /** Runs the change and writes its entry on one transaction: both are kept, or neither. */
  audited<T>(operator: Operator, change: AuditedChange<T>): Promise<T> {
    return this.db.transaction(async (trx) => {
      const { result, record } = await change(trx);
      await this.log.append(trx, operator, record, this.clock.now());
      return result;
    });
  }

  page(query: AuditPage) {
    return this.log.page(query);
  }

  async csv(query: AuditQuery): Promise<string> {
    return auditCsv(await this.log.upTo(query, AUDIT_EXPORT_MAX));
  }
}
