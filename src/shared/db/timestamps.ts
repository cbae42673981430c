/**
 * Timestamps are written as ISO-8601 strings (valid for PostgreSQL timestamptz and kept
 * verbatim by SQLite) and read back through `fromDb`, since pg returns Date objects.
 */
export function toDb(date: Date): string {
  return date.toISOString();
}

export function fromDb(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}
