import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paginationItems } from '../pagination-items';

interface PaginationProps {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}

const ITEM = 'flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm';
const scrollToTop = () => window.scrollTo({ top: 0 });

function PageLink({ to, label, children }: { to: string | null; label?: string; children: ReactNode }) {
  if (to === null) {
    return <span aria-disabled="true" className={`${ITEM} cursor-not-allowed text-slate-400`}>{children}</span>;
  }
  return (
    <Link to={to} aria-label={label} onClick={scrollToTop} className={`${ITEM} hover:bg-brand-50 hover:text-brand-700`}>
      {children}
    </Link>
  );
}

/** Numbered pages with Previous / Next; links, so each page has its own address. */
export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <PageLink to={page > 1 ? hrefOf(page - 1) : null}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </PageLink>
        </li>
        {paginationItems(page, pages).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span aria-hidden="true" className={`${ITEM} text-slate-500`}>…</span>
            ) : item === page ? (
              <span aria-current="page" className={`${ITEM} border border-brand-600 bg-brand-50 text-brand-800`}>
                <span className="sr-only">Page </span>{item}
              </span>
            ) : (
              <PageLink to={hrefOf(item)} label={`Page ${item}`}>{item}</PageLink>
            )}
          </li>
        ))}
        <li>
          <PageLink to={page < pages ? hrefOf(page + 1) : null}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}
