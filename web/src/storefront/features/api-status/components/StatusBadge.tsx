import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import type { HealthStatus } from '../observations';

// docs/product/states.md "Service health": healthy, warning, error. Colour, icon and word each say it: colour alone is not enough.
const LOOKS = {
  healthy: { word: 'Healthy', Icon: CircleCheck, className: 'bg-green-50 text-green-800 ring-green-700/20' },
  warning: { word: 'Warning', Icon: TriangleAlert, className: 'bg-amber-50 text-amber-900 ring-amber-700/25' },
  error: { word: 'Error', Icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-700/20' },
} as const;

/** A status pill; `text` replaces the status word where a card rates something else (Excellent...). */
export function StatusBadge({ tone, text, large = false }: { tone: HealthStatus; text?: string; large?: boolean }) {
  const { word, Icon, className } = LOOKS[tone];
  const size = large ? 'gap-2 px-3 py-1.5 text-base' : 'gap-1 px-2 py-0.5 text-sm';
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full font-bold ring-1 ${size} ${className}`}>
      <Icon aria-hidden="true" className={large ? 'size-5' : 'size-4'} />
      {text ?? word}
    </span>
  );
}

/** The accent stripe of a card, in the colour of its status. */
export const STATUS_BORDER: Record<HealthStatus, string> = {
  healthy: 'border-l-green-600',
  warning: 'border-l-amber-500',
  error: 'border-l-red-600',
};
