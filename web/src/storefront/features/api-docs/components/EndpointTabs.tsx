import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Operation } from '../contract-model';
import { ENDPOINT_TABS, operationsIn } from '../endpoint-tabs';
import { nextTabIndex } from '../../../../shared/layout/tab-keys';
import { EndpointCard } from './EndpointCard';

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move and select; only the
 * selected tab is in the Tab order. Each tab shows how many operations it holds.
 */
export function EndpointTabs({ operations, baseUrl }: { operations: readonly Operation[]; baseUrl: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tab = ENDPOINT_TABS[selected] ?? ENDPOINT_TABS[0]!;
  const shown = operationsIn(tab, operations);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(selected, event.key, ENDPOINT_TABS.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label="Endpoint groups" onKeyDown={onKeyDown} className="flex flex-wrap gap-1 self-start rounded-lg bg-slate-100 p-1">
        {ENDPOINT_TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.id}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={`inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm transition-colors ${
              i === selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-white/60 hover:text-slate-900'
            }`}
          >
            {t.label}{' '}
            <span className="rounded-full bg-slate-200 px-1.5 text-xs text-slate-800">{operationsIn(t, operations).length}</span>
          </button>
        ))}
      </div>
      {/* One panel whose content follows the selected tab. */}
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab.id}`} tabIndex={0} className="flex flex-col gap-4 rounded-lg">
        {shown.map((op) => (
          <EndpointCard key={op.key} operation={op} baseUrl={baseUrl} />
        ))}
      </div>
    </div>
  );
}
