import { useQuery } from '@tanstack/react-query';
import { useApi, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import type { Fulfilment } from '../../../../shared/places/visit-fulfilment';

export type OpenSlots = Schemas['Slots'];

/**
 * docs/product/decisions.md "Orders for later": the slots still open for the fulfilment (each has
 * its own capacity and preparation time), read again each minute (the earliest moves with the clock);
 * asked only once the basket has something in it (`enabled`): a visitor reading the menu needs none.
 */
export function useSlots(restaurantId: string, fulfilment: Fulfilment, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['slots', restaurantId, fulfilment],
    queryFn: () => expectData(api.GET('/api/restaurant/{restaurantId}/slots', { params: { path: { restaurantId }, query: { fulfilment } } }), 'Unable to get the times'),
    enabled,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

/** "Fri 4 Dec" and "19:30" in the restaurant's zone: the day and time selects' labels. */
export function slotDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
}
export function slotTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}
