import { X } from 'lucide-react';

/** The X that closes a dialog or drawer; `label` says what it closes. */
export function CloseButton({ label, onClick, className = '' }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`flex size-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 ${className}`}
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
