import { useAuth } from '../auth/auth-state';
import { CircleUserRound, LogOut } from 'lucide-react';
import { useId, useRef } from 'react';
import { useLogout } from '../auth/use-logout';
import { Button } from '../ui/Button';
import { CloseButton } from '../ui/CloseButton';
import { Spinner } from '../ui/Spinner';
import { HeaderNavLink } from './HeaderNavLink';
import { COURIER_LINK, DRAWER_SIGNED_IN_LINKS, PUBLIC_LINKS } from './nav-links';
import { useIsCourier } from './use-is-courier';
import { useFocusTrap } from './use-focus-trap';

/** Modal side drawer: focus trapped, Escape and overlay click close it. */
export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { isAuthenticated, isLoading, user, loginWithRedirect } = useAuth();
  const logout = useLogout(onClose);
  const isCourier = useIsCourier();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, onClose);

  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <div aria-hidden="true" onClick={onClose} className="absolute inset-0 bg-slate-900/50" data-testid="drawer-overlay" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-y-0 right-0 flex w-[85%] max-w-sm flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl"
      >
        <div className="flex items-start justify-between gap-3 border-b border-slate-200 pb-4">
          <h2 id={titleId} className="flex min-w-0 items-center gap-2 text-lg font-bold tracking-tight">
            {isAuthenticated ? (
              <>
                <CircleUserRound aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
                <span className="truncate">{user?.email}</span>
              </>
            ) : (
              <span>Welcome to TuckIn.com!</span>
            )}
          </h2>
          <CloseButton label="Close menu" onClick={onClose} className="-m-1" />
        </div>

        {isLoading && <Spinner />}
        {!isLoading && !isAuthenticated && (
          <>
            <Button className="w-full" onClick={() => void loginWithRedirect()}>
              Log In
            </Button>
            {/* The public pages stay reachable on a phone without signing in. */}
            <nav aria-label="Mobile" className="flex flex-col gap-1 text-base">
              {PUBLIC_LINKS.map((item) => (
                <HeaderNavLink key={item.to} item={item} onNavigate={onClose} className="px-3 py-2.5" />
              ))}
            </nav>
          </>
        )}
        {isAuthenticated && (
          <>
            <nav aria-label="Mobile" className="flex flex-col gap-1 text-base">
              {DRAWER_SIGNED_IN_LINKS.map((item) => (
                <HeaderNavLink key={item.to} item={item} onNavigate={onClose} className="px-3 py-2.5" />
              ))}
              {isCourier && <HeaderNavLink item={COURIER_LINK} onNavigate={onClose} className="px-3 py-2.5" />}
            </nav>
            <Button className="mt-auto w-full" onClick={logout}>
              <LogOut aria-hidden="true" className="size-4" />
              Log Out
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
