import { useAuth } from '../../../../shared/auth/auth-state';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../../../shared/ui/Button';
import { Dialog } from '../../../../shared/ui/Dialog';
import { checkoutTitle } from '../checkout-title';

interface CheckoutButtonProps {
  disabled: boolean;
  /** Why checkout cannot go ahead now (closed, a sold-out dish), shown under the button. */
  note?: string;
  /** The delivery details step shown in the dialog; gets a way to close it. */
  renderDialog: (close: () => void) => ReactNode;
  /** The dialog's name (checkoutTitle): the delivery details, or a collection's. */
  dialogLabel?: string;
}

const WIDE = 'h-11 w-full text-base';

/**
 * docs/product/screens.md "Restaurant detail": logged out, 'Log in to check out' (coming back to this page after login);
 * logged in, 'Go to checkout' opening the delivery details dialog. Disabled on an empty cart.
 */
export function CheckoutButton({ disabled, note, renderDialog, dialogLabel }: CheckoutButtonProps) {
  return (
    <>
      <CheckoutAction disabled={disabled} renderDialog={renderDialog} dialogLabel={dialogLabel} />
      {note && <p className="text-sm font-bold text-slate-700">{note}</p>}
    </>
  );
}

function CheckoutAction({ disabled, renderDialog, dialogLabel = checkoutTitle('delivery') }: Omit<CheckoutButtonProps, 'note'>) {
  const { isAuthenticated, isLoading, loginWithRedirect } = useAuth();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  if (isLoading) return <Button className={WIDE} isLoading disabled aria-label="Checking sign-in" />;
  if (!isAuthenticated) {
    return (
      <Button className={WIDE} disabled={disabled} onClick={() => void loginWithRedirect({ appState: { returnTo: `${pathname}${search}` } })}>
        Log in to check out
      </Button>
    );
  }
  return (
    <>
      <Button className={WIDE} disabled={disabled} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Go to checkout
      </Button>
      {open && (
        <Dialog label={dialogLabel} onClose={close}>
          {renderDialog(close)}
        </Dialog>
      )}
    </>
  );
}
