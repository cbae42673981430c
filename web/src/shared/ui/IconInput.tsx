import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

const SHAPES = {
  box: 'rounded-md border border-slate-300 pr-2 shadow-xs sm:pr-3',
  pill: 'rounded-full border-2 border-slate-300 pr-3 sm:pr-4',
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
      <Icon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-brand-600 sm:left-3 sm:size-5" />
      {/* On phones the placeholder alone is smaller (13 px), so the placeholder of docs/product/screens.md is read in full from
          360 px; typed text stays 16 px, which keeps iOS from zooming in on focus. Chromium keeps room for
          the search field's clear button even when empty; the Reset button does that job here. */}
      <input
        className={`h-11 w-full bg-white pl-8 text-base placeholder:text-slate-500 focus-visible:border-brand-500 max-sm:placeholder:text-[13px] max-sm:[&::-webkit-search-cancel-button]:hidden sm:pl-10 ${SHAPES[shape]}`}
        {...input}
      />
    </div>
  );
}
