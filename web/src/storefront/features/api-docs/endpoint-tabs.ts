import type { Operation } from './contract-model';

export interface EndpointTab {
  id: string;
  label: string;
  matches: (path: string) => boolean;
}

/** docs/product/screens.md "API docs": the tabs and their path rules (a path may sit in more than one tab). */
export const ENDPOINT_TABS: readonly EndpointTab[] = [
  { id: 'all', label: 'All Endpoints', matches: () => true },
  { id: 'restaurants', label: 'Restaurants', matches: (path) => path.includes('restaurant') },
  { id: 'orders', label: 'Orders', matches: (path) => path.includes('order') },
  { id: 'users', label: 'Users', matches: (path) => path.includes('user') },
  { id: 'analytics', label: 'Analytics', matches: (path) => path.includes('business-insights') || path.includes('health') },
];

export const operationsIn = (tab: EndpointTab, operations: readonly Operation[]) => operations.filter((op) => tab.matches(op.path));
