import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../layout/use-focus-trap';
import { CloseButton } from './CloseButton';

interface DialogProps {
  /** Names the dialog for screen readers. */
  label: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A centred modal: focus trapped inside, Escape, the close button and a click on the
 * backdrop close it, and focus returns to what opened it. `onClose` must be stable.
 */
export function Dialog({ label, onClose, children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Taken while rendering, before the trap's effect moves focus inside (an effect would see the dialog's own first field).
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useFocusTrap(panelRef, onClose);

  useEffect(() => () => opener?.focus(), [opener]);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div aria-hidden="true" onClick={onClose} className="absolute inset-0 bg-slate-900/50" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className="relative max-h-[92dvh] w-full max-w-2xl overflow-y-auto rounded-t-xl bg-white shadow-xl sm:rounded-xl"
      >
        {children}
        {/* After the content, so the trap focuses the first field rather than Close. */}
        <CloseButton label="Close" onClick={onClose} className="absolute top-3 right-3 z-10" />
      </div>
    </div>,
    document.body,
  );
}
