import { useAuth } from '../auth/auth-state';
import { Button } from '../ui/Button';
import { HeaderNavLink } from './HeaderNavLink';
import { PUBLIC_LINKS, SIGNED_IN_LINKS } from './nav-links';
import { UserMenu } from './UserMenu';

/** Desktop navigation (md and up). */
export function MainNav() {
  const { isAuthenticated, isLoading, user, loginWithRedirect } = useAuth();
  return (
    <nav aria-label="Main" className="flex items-center gap-0.5 text-sm whitespace-nowrap lg:gap-1 lg:text-base">
      {PUBLIC_LINKS.map((item) => (
        <HeaderNavLink key={item.to} item={item} compactIcon />
      ))}
      {isAuthenticated &&
        SIGNED_IN_LINKS.map((item) => <HeaderNavLink key={item.to} item={item} compactIcon />)}
      {isAuthenticated && <UserMenu email={user?.email ?? user?.name ?? 'Account'} />}
      {!isAuthenticated && !isLoading && (
        <Button className="ml-2" onClick={() => void loginWithRedirect()}>
          Log In
        </Button>
      )}
    </nav>
  );
}
