import { api, type Schemas } from '../../api/client';
import { unwrap } from '../unwrap';

export type ServiceStatus = Schemas['ServiceStatus'];
export type PauseRequest = Schemas['PauseRequest'];
export type Availability = Schemas['Availability'];
export type Scheduling = Schemas['Scheduling'];

/** The owner's service calls (docs/product/calls.md): typed custom methods beside react-admin's. */
export const serviceMethods = {
  getServiceStatus: ({ signal }: { signal?: AbortSignal } = {}) =>
    unwrap(api.GET('/api/my/restaurant/availability', { signal }), 'Failed to get opening hours'),
  saveAvailability: (body: Availability) => unwrap(api.PUT('/api/my/restaurant/availability', { body }), 'Unable to save opening hours'),
  pause: (body: PauseRequest) => unwrap(api.POST('/api/my/restaurant/pause', { body }), 'Unable to pause orders'),
  resume: () => unwrap(api.DELETE('/api/my/restaurant/pause'), 'Unable to resume orders'),
  getScheduling: ({ signal }: { signal?: AbortSignal } = {}) => unwrap(api.GET('/api/my/restaurant/scheduling', { signal }), 'Failed to get the orders-for-later settings'),
  saveScheduling: (body: Scheduling) => unwrap(api.PUT('/api/my/restaurant/scheduling', { body }), 'Unable to save the orders-for-later settings'),
  setSoldOut: (menuItemId: string, body: Schemas['SoldOutRequest']) =>
    unwrap(api.PUT('/api/my/restaurant/menu-items/{menuItemId}/sold-out', { params: { path: { menuItemId } }, body }), 'Unable to change the dish'),
};

export type ServiceMethods = typeof serviceMethods;
