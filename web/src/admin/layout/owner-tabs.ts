import type { Schemas } from '../../api/client';
import { ORDER } from '../orders/order-data-provider';
import { MINE, RESTAURANT } from '../restaurant/restaurant-record';

/** Where the owner area lives in the app (docs/product/screens.md): react-admin's basename. */
export const OWNER_AREA_BASE = '/manage-restaurant';

/**
 * docs/product/screens.md's three tabs, each a route of the admin (below /manage-restaurant): the orders
 * resource's list, its unpaid list, and the restaurant resource's one record.
 */
export const OWNER_TABS = [
  { value: 'orders', label: 'Orders', path: `/${ORDER}` },
  { value: 'unpaid', label: 'Orders Placed but Not Paid', path: `/${ORDER}/unpaid` },
  { value: 'restaurant', label: 'Manage Restaurant', path: `/${RESTAURANT}/${MINE}` },
  // docs/product/decisions.md "After the order": beyond the three of docs/product/screens.md "Manage Restaurant".
  { value: 'reviews', label: 'Reviews', path: '/reviews' },
  // docs/product/decisions.md "Vouchers": the owner's and managers' codes.
  { value: 'vouchers', label: 'Vouchers', path: '/vouchers' },
  // docs/product/team-and-roles.md: the owner's team.
  { value: 'team', label: 'Team', path: '/team' },
  // docs/product/decisions.md "Money": the owner's statements.
  { value: 'payouts', label: 'Payouts', path: '/payouts' },
] as const;

export type OwnerTab = (typeof OWNER_TABS)[number]['value'];

/** A role at the restaurant (docs/product/team-and-roles.md). */
type RestaurantRole = Schemas['RestaurantRole']['role'];

/**
 * The tabs a role can use (docs/product/team-and-roles.md): the kitchen the two order lists; a
 * manager all but the team and the payouts; the owner everything; a courier none (the area sends
 * them to their own view, /courier). Before the role is known: the owner's, the usual case, so an
 * owner sees no tabs appear.
 */
export function tabsFor(role: RestaurantRole | undefined): readonly (typeof OWNER_TABS)[number][] {
  if (role === 'courier') return [];
  if (role === 'kitchen') return OWNER_TABS.filter((tab) => tab.value === 'orders' || tab.value === 'unpaid');
  if (role === 'manager') return OWNER_TABS.filter((tab) => tab.value !== 'team' && tab.value !== 'payouts');
  return OWNER_TABS;
}

export const tabLabel = (value: OwnerTab) => OWNER_TABS.find((tab) => tab.value === value)?.label ?? '';

const LONGEST_PATH_FIRST = [...OWNER_TABS].sort((a, b) => b.path.length - a.path.length);

/** The tab a path inside the admin shows (the orders list for any other path). */
export function tabAt(pathInAdmin: string): OwnerTab {
  const match = LONGEST_PATH_FIRST.find((tab) => pathInAdmin === tab.path || pathInAdmin.startsWith(`${tab.path}/`));
  return match?.value ?? 'orders';
}
