import { useQuery } from '@tanstack/react-query';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';

export type DeliveryTermsAt = Schemas['DeliveryTermsAt'];

export function getDeliveryTerms(api: Api, restaurantId: string, postcode: string): Promise<DeliveryTermsAt> {
  return expectData(
    api.GET('/api/restaurant/{restaurantId}/delivery-terms', { params: { path: { restaurantId }, query: { postcode } } }),
    'Failed to check delivery',
  );
}

/** Whether the restaurant delivers to the visit's postcode; asked only when there is one (`postcode` ''). */
export function useDeliveryTerms(restaurantId: string, postcode: string) {
  const api = useApi();
  const query = useQuery({
    queryKey: ['delivery-terms', restaurantId, postcode.replace(/\s+/g, '').toUpperCase()],
    queryFn: () => getDeliveryTerms(api, restaurantId, postcode),
    enabled: postcode !== '',
    retry: false,
  });
  return query.data;
}
