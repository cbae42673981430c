import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

const SHAPES = {
  box: 'rounded-md border border-slate-300 pr-3 shadow-xs',
  pill: 'rounded-full border-2 border-slate-300 pr-4',
} as const;

type IconInputProps = ComponentProps<'input'> & {
  icon: LucideIcon;
  shape?: keyof typeof SHAPES;
  /** Classes of the wrapper, which positions the icon. */
  wrapperClassName?: string;
};

/** A search-style input with a decorative brand icon at its start; label it from outside. */
export function IconInput({ icon: Icon, shape = 'box', wrapperClassName = '', ...input }: IconInputProps) {
  return (
    <div className={`relative ${wrapperClassName}`}>
      <Icon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-brand-600" />
      <input
        className={`h-11 w-full bg-white pl-10 text-base placeholder:text-slate-500 focus-visible:border-brand-500 ${SHAPES[shape]}`}
        {...input}
      />
    </div>
  );
}
