import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { HELP_KIND_LABELS, needsLines, type HelpKind } from '../../../../shared/orders/order-help';
import type { Order } from '../api/get-my-orders';
import { useReportProblem } from '../api/report-problem';

/** docs/product/decisions.md "Order help". */
const NOTE_MAX = 500;
const KINDS = Object.keys(HELP_KIND_LABELS) as HelpKind[];
const FIELD = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs focus-visible:border-brand-500';

/** What went wrong, which lines and how many, a note and an optional photo. */
export function ReportProblemForm({ order, orderLabel, onClose }: { order: Order; orderLabel: string; onClose: () => void }) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<HelpKind>('missingItems');
  const [quantities, setQuantities] = useState<number[]>(() => order.cartItems.map(() => 0));
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File>();
  const [error, setError] = useState<string>();
  const report = useReportProblem(order._id, onClose);
  useEffect(() => first.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const items = order.cartItems.flatMap((line, i) => (quantities[i]! > 0 ? [{ menuItemId: line.menuItemId, quantity: quantities[i]! }] : []));
    if (needsLines(kind) && items.length === 0) {
      setError('Choose at least one item and how many');
      document.getElementById(`${id}-line-0`)?.focus();
      return;
    }
    report.mutate({ kind, items, ...(note.trim() ? { note: note.trim() } : {}), ...(photo ? { photo } : {}) });
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-md bg-white p-4 ring-1 ring-slate-200" noValidate>
      <h4 id={`${id}-title`} className="font-bold">
        Report a problem with {orderLabel}
      </h4>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm text-slate-800">What went wrong?</legend>
        {KINDS.map((value, i) => (
          <label key={value} className="flex min-h-10 cursor-pointer items-center gap-3 text-base">
            <input ref={i === 0 ? first : undefined} type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => (setKind(value), setError(undefined))} className="size-6 accent-brand-700" />
            {HELP_KIND_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm text-slate-800">{needsLines(kind) ? 'Which items, and how many?' : 'Which items? (optional)'}</legend>
        {order.cartItems.map((line, i) => (
          <div key={`${line.menuItemId}-${i}`} className="flex items-center justify-between gap-3">
            <label htmlFor={`${id}-line-${i}`} className="min-w-0 text-base">
              {line.name} <span className="text-slate-600">(of {line.quantity})</span>
            </label>
            <input
              id={`${id}-line-${i}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.quantity}
              value={quantities[i]}
              onChange={(event) => {
                const wanted = Math.max(0, Math.min(line.quantity, Math.trunc(Number(event.target.value) || 0)));
                setQuantities((all) => all.map((q, j) => (j === i ? wanted : q)));
                setError(undefined);
              }}
              className={`${FIELD} w-20 shrink-0`}
            />
          </div>
        ))}
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm text-slate-800">
          What happened? (optional)
        </label>
        <textarea id={`${id}-note`} value={note} maxLength={NOTE_MAX} rows={3} onChange={(event) => setNote(event.target.value.replace(/[\r\n]+/g, ' '))} className={FIELD} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-photo`} className="text-sm text-slate-800">
          Photo (optional, JPEG or PNG)
        </label>
        <input id={`${id}-photo`} type="file" accept="image/jpeg,image/png" onChange={(event) => setPhoto(event.target.files?.[0])} className="min-h-10 text-sm" />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="outline" onClick={onClose} disabled={report.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={report.isPending}>
          Send report
        </Button>
      </div>
    </form>
  );
}
