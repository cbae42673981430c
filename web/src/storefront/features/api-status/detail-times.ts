// An ISO 8601 instant as the server writes it into a check's words (Date#toISOString).
const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;

export type DetailPart = { kind: 'text'; text: string } | { kind: 'time'; iso: string; epochMs: number };

/** A check's detail cut into plain text and the instants inside it, in order. */
export function detailParts(detail: string): DetailPart[] {
  const parts: DetailPart[] = [];
  let from = 0;
  for (const match of detail.matchAll(ISO_INSTANT)) {
    if (match.index > from) parts.push({ kind: 'text', text: detail.slice(from, match.index) });
    parts.push({ kind: 'time', iso: match[0], epochMs: Date.parse(match[0]) });
    from = match.index + match[0].length;
  }
  if (from < detail.length) parts.push({ kind: 'text', text: detail.slice(from) });
  return parts;
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
const RELATIVE = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
];

/** '4 minutes ago' within a day of `nowMs`; past that the date says more than a count of days. */
function relativeTo(epochMs: number, nowMs: number): string | undefined {
  let amount = Math.round((epochMs - nowMs) / 1000);
  for (const [unit, perNext] of STEPS) {
    if (Math.abs(amount) < perNext) return RELATIVE.format(amount, unit);
    amount = Math.round(amount / perNext);
  }
  return undefined;
}

/** '27 Nov 2026, 10:54:26 (4 minutes ago)' in the viewer's own time zone. */
export function formatInstant(epochMs: number, nowMs: number): string {
  const relative = relativeTo(epochMs, nowMs);
  return relative ? `${DATE_TIME.format(epochMs)} (${relative})` : DATE_TIME.format(epochMs);
}
