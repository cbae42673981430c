import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface PrintSheetProps {
  children: ReactNode;
  /** The `@page` rules while this sheet prints, e.g. the kitchen ticket's paper width. */
  page?: string;
}

/**
 * What prints instead of the page (docs/product/screens.md "Printing"): a child of <body>, hidden
 * on screen; in print media index.css hides every other child of <body>, so menus, dialogs and
 * buttons stay off the paper and only this one sheet prints.
 */
export function PrintSheet({ children, page }: PrintSheetProps) {
  return createPortal(
    <div data-print-sheet="" className="bg-white text-black">
      {page && <style>{`@page { ${page} }`}</style>}
      {children}
    </div>,
    document.body,
  );
}
