import { describe, expect, it } from 'vitest';
import { auditCsv, csvField, type AuditEntry } from './audit.js';

const entry: AuditEntry = {
  id: '7',
  at: new Date('2025-01-06T12:30:00.000Z'),
  operator: { sub: 'sub-1', email: 'ops@example.com' },
  action: 'suspendRestaurant',
  targetKind: 'restaurant',
  targetId: 'r1',
  targetName: 'Fish, "Chips" & Co',
  before: { suspended: null },
  after: { suspended: { reason: 'Rats' } },
  reason: '=HYPERLINK("x")',
};

describe('the audit CSV', () => {
  it('writes a header and one CRLF line per entry, the records as JSON', () => {
    const lines = auditCsv([entry]).split('\r\n');
    expect(lines[0]).toBe('id,at,operator_email,action,target_kind,target_id,target_name,reason,before,after');
    expect(lines[1]).toBe('7,2025-01-06T12:30:00.000Z,ops@example.com,suspendRestaurant,restaurant,r1,"Fish, ""Chips"" & Co","\'=HYPERLINK(""x"")","{""suspended"":null}","{""suspended"":{""reason"":""Rats""}}"');
    expect(lines[2]).toBe('');
  });

  it('keeps text a spreadsheet would run as a formula as text, and leaves empty fields empty', () => {
    expect(['+1', '-2', '@SUM(A1)', '\tx', 'plain', null].map(csvField)).toEqual(["'+1", "'-2", "'@SUM(A1)", "'\tx", 'plain', '']);
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
});
