import { ChevronDown } from 'lucide-react';
import type { Restaurant } from '../api/get-restaurant';
import { closureText, weekLines } from '../../../../shared/catalogue/opening-hours-text';

/**
 * The week's hours and the closures to come, folded under the open state (docs/product/decisions.md
 * "Running a service"): a native disclosure, so it opens by keyboard and reads as one to a screen reader.
 */
export function OpeningHours({ hours, timeZone }: { hours: NonNullable<Restaurant['hours']>; timeZone: string }) {
  const week = weekLines(hours.weeklyHours, timeZone);
  return (
    <details className="group text-slate-700">
      <summary className="flex min-h-6 w-fit cursor-pointer list-none items-center gap-1 rounded font-bold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        Opening hours
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-2 flex flex-col gap-3 text-sm">
        {week ? (
          <dl className="grid w-fit grid-cols-[auto_auto] gap-x-6 gap-y-1">
            {week.map((line) => (
              <div key={line.day} className={`contents ${line.today ? 'font-bold text-slate-900' : ''}`}>
                <dt>
                  {line.day}
                  {line.today && <span className="sr-only"> (today)</span>}
                </dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>Open 24 hours, every day</p>
        )}
        {hours.closures.length > 0 && (
          <div>
            <h2 className="font-bold text-slate-900">Closed on</h2>
            <ul className="mt-1 flex flex-col gap-1">
              {hours.closures.map((closure) => (
                <li key={`${closure.from}-${closure.to}`}>{closureText(closure)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}
