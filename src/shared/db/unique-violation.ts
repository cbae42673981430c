/** A write refused by a unique index. pg: unique_violation; better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || (typeof code === 'string' && /^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/.test(code));
}
