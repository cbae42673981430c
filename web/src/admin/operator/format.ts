import type { Schemas } from '../../api/client';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const money = (pence: number) => pounds.format(pence / 100);
export const dateTime = (iso: string) => when.format(new Date(iso));

/** The standing in a word, as the lists show it. */
export function standingLabel(standing: Schemas['RestaurantStanding']): string {
  if (standing.suspended) return 'Suspended';
  if (standing.unlisted) return 'Unlisted';
  return 'Listed';
}

/** The open state in words (the desk's and the storefront's own wording lives in their features). */
export function openLabel(openState: Schemas['OpenState']): string {
  return openState.state === 'open' ? 'Open' : openState.state === 'paused' ? 'Paused' : 'Closed';
}
