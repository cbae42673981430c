import { Link } from 'react-router-dom';

/** docs/product/decisions.md "Search": a page past the end says so once and offers the last page (no empty-result text). */
export function PastLastPage({ page, pages, href }: { page: number; pages: number; href: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="text-lg text-slate-700">
        Page {page} is past the end of the results: there {pages === 1 ? 'is 1 page' : `are ${pages} pages`}.
      </p>
      <Link to={href} className="rounded-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        Go to the last page ({pages})
      </Link>
    </div>
  );
}
