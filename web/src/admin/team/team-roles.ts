import type { TeamRole } from './team-data-provider';

/** The roles an owner can give, with what each may do (docs/product/team-and-roles.md). */
export const TEAM_ROLES: { value: TeamRole; label: string; does: string }[] = [
  { value: 'manager', label: 'Manager', does: 'Order desk, menu and availability, refunds, reviews' },
  { value: 'kitchen', label: 'Kitchen', does: 'Order desk and sold-out dishes' },
  { value: 'courier', label: 'Courier', does: 'Courier view' },
];

export const roleLabel = (role: TeamRole) => TEAM_ROLES.find((r) => r.value === role)?.label ?? role;
