/** What an operator did; each names its target's kind (docs/architecture/operator.md "Audit log"). */
export const AUDIT_ACTIONS = ['suspendRestaurant', 'unlistRestaurant', 'reinstateRestaurant'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditTargetKind = 'restaurant';

/** The operator acting: the token's subject, and the e-mail the identity provider vouches for. */
export interface Operator {
  sub: string;
  email: string | null;
}

/** One action as the module records it, in the action's transaction. */
export interface AuditRecord {
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: string;
  /** The target's name at the time, so the log reads without the target (which may change name). */
  targetName: string | null;
  before: AuditedFields | null;
  after: AuditedFields | null;
  reason: string | null;
}

/** The target's fields the action touched, as JSON. */
export type AuditedFields = Record<string, unknown>;

export interface AuditEntry extends AuditRecord {
  id: string;
  at: Date;
  operator: Operator;
}

export interface AuditFilter {
  actions?: readonly AuditAction[];
  targetKind?: AuditTargetKind;
  targetId?: string;
  /** Lower case, literal. */
  operatorText?: string;
  from?: Date;
  before?: Date;
}

export interface AuditQuery {
  order: 'asc' | 'desc';
  filter: AuditFilter;
}

/** Rows first..last, zero-based and inclusive (react-admin's range). */
export type AuditPage = AuditQuery & { range: { first: number; last: number } };

/** The CSV export's rows: a header and one line per entry, CRLF, each field quoted where it needs it. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const header = ['id', 'at', 'operator_email', 'action', 'target_kind', 'target_id', 'target_name', 'reason', 'before', 'after'];
  const rows = entries.map((e) => [e.id, e.at.toISOString(), e.operator.email, e.action, e.targetKind, e.targetId, e.targetName, e.reason, json(e.before), json(e.after)]);
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const json = (value: AuditedFields | null) => (value === null ? null : JSON.stringify(value));

/**
 * Quoted when it holds a comma, a quote or a line break; text a spreadsheet would run as a formula
 * (=, +, -, @, tab, carriage return first) is prefixed with ' so it stays text.
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
