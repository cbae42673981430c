import { Activity, Bike, BookOpen, ChartColumn, Gauge, Package, Store, UserRound, type LucideIcon } from 'lucide-react';

export interface NavLinkItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The header and drawer links of docs/product/screens.md "Layout, header and drawer". */
export const PUBLIC_LINKS: NavLinkItem[] = [
  { to: '/api-docs', label: 'API Docs', icon: BookOpen },
  { to: '/api-status', label: 'API Status', icon: Activity },
];

export const SIGNED_IN_LINKS: NavLinkItem[] = [
  { to: '/business-insights', label: 'Analytics', icon: ChartColumn },
  { to: '/performance', label: 'Performance', icon: Gauge },
  { to: '/order-status', label: 'Order Status', icon: Package },
];

/** Only for couriers of a restaurant (docs/product/team-and-roles.md "Couriers"). */
export const COURIER_LINK: NavLinkItem = { to: '/courier', label: 'Deliveries', icon: Bike };

export const USER_MENU_LINKS: NavLinkItem[] = [
  { to: '/manage-restaurant', label: 'Manage Restaurant', icon: Store },
  { to: '/user-profile', label: 'User Profile', icon: UserRound },
];

/** The drawer names the restaurant link differently. */
export const DRAWER_SIGNED_IN_LINKS: NavLinkItem[] = [
  ...PUBLIC_LINKS,
  ...SIGNED_IN_LINKS,
  { to: '/manage-restaurant', label: 'My Restaurant', icon: Store },
  { to: '/user-profile', label: 'User Profile', icon: UserRound },
];
