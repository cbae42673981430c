import type { Schemas } from '../../api/client';

type OpenState = Schemas['OpenState'];

/** The text colour of each state where it is shown (detail page, result cards): 4.5:1 on white. */
export const OPEN_STATE_TONE = { open: 'text-green-800', closed: 'text-slate-700', paused: 'text-amber-800' } as const;

/** "Tue 17:00", or "17:00" when that is today, in the restaurant's own time zone. */
export function localTimeText(iso: string, timeZone: string, now: Date): string {
  const at = new Date(iso);
  const day = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric' }).format(d);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  const sameDay = day(at) === day(now) && at.getTime() - now.getTime() < 86_400_000;
  return sameDay ? time : `${new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(at)} ${time}`;
}

/**
 * docs/product/decisions.md "Running a service": "Open", "Closed · opens Tue 17:00" or
 * "Not taking orders · back at 19:30", in the restaurant's time zone.
 */
export function openStateText(openState: OpenState, timeZone: string, now = new Date()): string {
  if (openState.state === 'open') return 'Open';
  if (openState.state === 'closed') return openState.opensAt ? `Closed · opens ${localTimeText(openState.opensAt, timeZone, now)}` : 'Closed';
  return openState.resumesAt ? `Not taking orders · back at ${localTimeText(openState.resumesAt, timeZone, now)}` : 'Not taking orders';
}
