import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BusinessInsights } from '../api/get-business-insights';
import { nextTabIndex } from '../../../../shared/layout/tab-keys';
import { CuisinesTab } from './CuisinesTab';
import { GeographyTab } from './GeographyTab';
import { OverviewTab } from './OverviewTab';
import { RecentOrdersTab } from './RecentOrdersTab';

const TABS = [
  { key: 'overview', label: 'Overview', Panel: OverviewTab },
  { key: 'geography', label: 'Geography', Panel: GeographyTab },
  { key: 'cuisines', label: 'Cuisines', Panel: CuisinesTab },
  { key: 'recent-orders', label: 'Recent Orders', Panel: RecentOrdersTab },
] as const;

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move and select; only the
 * selected tab is in the Tab order. Only the open panel renders (the charts live in one).
 */
export function InsightsTabs({ insights }: { insights: BusinessInsights }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(selected, event.key, TABS.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Business insights sections" onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-grid sm:grid-cols-4">
        {TABS.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={`rounded-md px-4 py-2 text-sm transition-colors ${
              i === selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-white/60 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map(({ key, Panel }, i) => (
        <div
          key={key}
          role="tabpanel"
          id={`${baseId}-panel-${key}`}
          aria-labelledby={`${baseId}-tab-${key}`}
          hidden={i !== selected}
          tabIndex={0}
          className="mt-4 rounded-lg focus-visible:outline-2"
        >
          {i === selected && <Panel insights={insights} />}
        </div>
      ))}
    </div>
  );
}
