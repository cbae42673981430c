import { localTimeText } from '../../shared/catalogue/open-state';
import type { ServiceStatus } from './service-data-provider';

/** The local date (YYYY-MM-DD) in the restaurant's time zone, as its closures are kept. */
const localDate = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * docs/product/screens.md "Manage Restaurant": the restaurant's state above every owner tab, and why.
 * 'Open · taking orders'; 'Not taking orders · paused until 19:30' or '... paused until you resume' (a missed
 * order's pause); 'Closed · Christmas · opens Sat 17:00' on a closure, 'Closed · outside opening hours · opens
 * 17:00' otherwise. Times in the restaurant's zone.
 */
export function restaurantStateText(status: Pick<ServiceStatus, 'openState' | 'timeZone' | 'closures'>, now = new Date()): string {
  const { openState, timeZone } = status;
  if (openState.state === 'open') return 'Open · taking orders';
  if (openState.state === 'paused') return `Not taking orders · paused until ${openState.resumesAt ? localTimeText(openState.resumesAt, timeZone, now) : 'you resume'}`;
  const today = localDate(now, timeZone);
  const closure = status.closures.find((c) => c.from <= today && today <= c.to);
  const why = closure ? closure.reason?.trim() || 'closed today' : 'outside opening hours';
  return `Closed · ${why}${openState.opensAt ? ` · opens ${localTimeText(openState.opensAt, timeZone, now)}` : ''}`;
}
