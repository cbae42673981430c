import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  ghost: 'text-slate-900 hover:bg-brand-50 hover:text-brand-700',
} as const;

type ButtonProps = ComponentProps<'button'> & { variant?: keyof typeof VARIANTS; isLoading?: boolean };

/** Brand button; `isLoading` disables it and shows a spinner next to the label. */
export function Button({ variant = 'primary', isLoading = false, className = '', children, disabled, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={`inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-bold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {isLoading && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
