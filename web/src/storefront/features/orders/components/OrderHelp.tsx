import { useRef, useState } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { ProofPhoto } from '../../../../shared/orders/ProofPhoto';
import { HELP_KIND_LABELS, helpLines, helpOutcome } from '../../../../shared/orders/order-help';
import type { Order } from '../api/get-my-orders';
import { ReportProblemForm } from './ReportProblemForm';

/**
 * A delivered order's help (docs/product/decisions.md "Order help"): "Report a problem" while it
 * can be reported (48 hours after delivery), then the report and the restaurant's answer, which
 * the order's live stream brings in.
 */
export function OrderHelp({ order, orderLabel }: { order: Order; orderLabel: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (order.status !== 'delivered') return null;
  if (order.help) return <HelpOutcome order={order} orderLabel={orderLabel} />;
  if (!order.helpBy || new Date(order.helpBy).getTime() < Date.now()) return null;
  if (open) {
    const close = () => {
      setOpen(false);
      // Focus goes back to the button that opened the form.
      requestAnimationFrame(() => opener.current?.focus());
    };
    return <ReportProblemForm order={order} orderLabel={orderLabel} onClose={close} />;
  }
  return (
    <Button ref={opener} variant="outline" className="self-start" onClick={() => setOpen(true)} aria-label={`Report a problem with ${orderLabel}`}>
      Report a problem
    </Button>
  );
}

function HelpOutcome({ order, orderLabel }: { order: Order; orderLabel: string }) {
  const help = order.help!;
  const heading = { open: 'Problem reported', approved: 'Refund approved', declined: 'Report declined' }[help.status];
  return (
    <section aria-label={`Your report on ${orderLabel}`} aria-live="polite" className="flex flex-col gap-2 rounded-md bg-white p-4 ring-1 ring-slate-200">
      <h4 className="font-bold">{heading}</h4>
      <p className="text-sm text-slate-800">
        {HELP_KIND_LABELS[help.kind]}
        {help.items.length > 0 && `: ${helpLines(help)}`}
      </p>
      {help.note && <p className="text-sm text-slate-700">“{help.note}”</p>}
      <p className="text-sm text-slate-900">{helpOutcome(help, order.restaurant.restaurantName)}</p>
      {help.photo && <ProofPhoto orderId={order._id} path="/api/order/{orderId}/help/photo" alt="Your photo of the problem" className="max-w-48" />}
    </section>
  );
}
