import { useAuth } from './auth-state';
import { useCallback } from 'react';
import { clearCartStorage } from './clear-cart-storage';

/** The one logout of the app: carts first, then the provider's logout, then close the menu. */
export function useLogout(closeMenu?: () => void): () => void {
  const { logout } = useAuth();
  return useCallback(() => {
    clearCartStorage(window.sessionStorage);
    void logout({ logoutParams: { returnTo: window.location.origin } });
    closeMenu?.();
  }, [logout, closeMenu]);
}
