import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One of the overview cards above the endpoints. */
export function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2 rounded-lg p-5 ring-1 ring-slate-200">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden="true" className="size-5 text-brand-600" />
        {title}
      </h2>
      <div className="flex flex-col gap-2 text-sm text-slate-700">{children}</div>
    </section>
  );
}
