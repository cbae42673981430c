import { NavLink } from 'react-router-dom';
import type { NavLinkItem } from './nav-links';

/** A header link; the current page is marked for sight and for screen readers (aria-current). */
interface HeaderNavLinkProps {
  item: NavLinkItem;
  onNavigate?: () => void;
  className?: string;
  /** Icons only from xl up, so the signed-in header fits on one row at md and lg. */
  compactIcon?: boolean;
}

export function HeaderNavLink({ item, onNavigate, className = '', compactIcon = false }: HeaderNavLinkProps) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      className={({ isActive }) =>
        `flex items-center gap-2 rounded-md px-2 py-2 font-bold transition-colors hover:bg-brand-50 hover:text-brand-700 ${
          isActive ? 'text-brand-700' : 'text-slate-800'
        } ${className}`
      }
    >
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${compactIcon ? 'hidden xl:block' : ''}`} />
      {item.label}
    </NavLink>
  );
}
