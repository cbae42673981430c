/**
 * "Fri 4 Dec" and "19:30": how a slot for later is named wherever it is shown (the basket's day
 * and time selects, the desk's Scheduled list; docs/product/decisions.md "Orders for later"), in
 * the restaurant's zone where it is known, the browser's otherwise.
 */
export function slotDay(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
}

export function slotTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}
