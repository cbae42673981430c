import { Suspense, use, type ReactNode } from 'react';
import { fullStylesheetApplied } from './full-stylesheet';

function Styled({ children }: { children: ReactNode }) {
  use(fullStylesheetApplied());
  return children;
}

/**
 * Content a page shows once its data arrives, which the server never rendered: its rules may
 * be missing from the page's inlined critical CSS, so it waits (showing `fallback`) for the whole
 * stylesheet instead of painting unstyled and then jumping into place (full-stylesheet.ts).
 */
export function WithFullStylesheet({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Styled>{children}</Styled>
    </Suspense>
  );
}
