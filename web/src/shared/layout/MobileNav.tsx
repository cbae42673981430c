import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

// Its own chunk: most visits never open it.
const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })));

/** Small screens: a menu button and its drawer. The header remounts this on navigation. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex size-10 items-center justify-center rounded-md text-brand-600 hover:bg-brand-50"
      >
        <Menu aria-hidden="true" className="size-7" />
      </button>
      {open &&
        createPortal(
          <Suspense>
            <MobileDrawer onClose={close} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
