import type { DataProvider } from 'react-admin';
import { api, type Schemas } from '../../api/client';
import { unwrap } from '../unwrap';

/** The owner's areas: react-admin sees the whole list as the record 'mine' of 'deliveryAreas'. */
export const DELIVERY_AREAS = 'deliveryAreas';
export type DeliveryAreasRecord = Schemas['DeliveryAreas'] & { id: 'mine' };

const asResult = (answer: Schemas['DeliveryAreas']) => ({ data: { ...answer, id: 'mine' } as never });

/** The delivery areas resource's calls, on the typed client: the list is read and replaced whole. */
export const deliveryAreaMethods = {
  getOne: async (_resource, { signal }) => asResult(await unwrap(api.GET('/api/my/restaurant/delivery-areas', { signal }), 'Failed to get delivery areas')),
  update: async (_resource, { data }) => {
    const body = { areas: (data as Schemas['DeliveryAreasInput']).areas };
    return asResult(await unwrap(api.PUT('/api/my/restaurant/delivery-areas', { body }), 'Unable to save delivery areas'));
  },
} satisfies Partial<DataProvider>;
