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
