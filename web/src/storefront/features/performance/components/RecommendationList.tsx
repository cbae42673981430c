import { CircleCheck, Lightbulb } from 'lucide-react';
import type { Recommendation } from '../scoring';

export function RecommendationList({ items, simulated }: { items: Recommendation[]; simulated: boolean }) {
  return (
    <section aria-labelledby="recommendations-title" className="flex flex-col gap-3 rounded-lg p-5 ring-1 ring-slate-200">
      <h2 id="recommendations-title" className="text-xl font-bold tracking-tight">
        Recommendations{simulated ? ' (simulated)' : ''}
      </h2>
      {items.length === 0 ? (
        <p className="flex items-center gap-2 text-slate-700">
          <CircleCheck aria-hidden="true" className="size-5 text-emerald-700" />
          None: every measure is within its threshold.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex items-start gap-2 text-slate-800">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {item.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
