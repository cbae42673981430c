import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/auth-state';
import { Button } from '../ui/Button';
import { HeaderNavLink } from './HeaderNavLink';
import { COURIER_LINK, PUBLIC_LINKS, SIGNED_IN_LINKS } from './nav-links';
import { useIsCourier } from './use-is-courier';

// Its own chunk, asked for as soon as a session is on its way (signed-out visits never need it).
const loadUserMenu = () => import('./UserMenu').then((m) => ({ default: m.UserMenu }));
const UserMenu = lazy(loadUserMenu);

/** Desktop navigation (md and up). */
export function MainNav() {
  const { isAuthenticated, isLoading, user, loginWithRedirect } = useAuth();
  const isCourier = useIsCourier();
  if (isLoading || isAuthenticated) void loadUserMenu();
  return (
    <nav aria-label="Main" className="flex items-center gap-0.5 text-sm whitespace-nowrap lg:gap-1 lg:text-base">
      {PUBLIC_LINKS.map((item) => (
        <HeaderNavLink key={item.to} item={item} compactIcon />
      ))}
      {isAuthenticated &&
        SIGNED_IN_LINKS.map((item) => <HeaderNavLink key={item.to} item={item} compactIcon />)}
      {isCourier && <HeaderNavLink item={COURIER_LINK} compactIcon />}
      {isAuthenticated && (
        <Suspense>
          <UserMenu email={user?.email ?? user?.name ?? 'Account'} />
        </Suspense>
      )}
      {!isAuthenticated && !isLoading && (
        <Button className="ml-2" onClick={() => void loginWithRedirect()}>
          Log In
        </Button>
      )}
    </nav>
  );
}
