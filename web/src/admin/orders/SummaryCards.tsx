import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { LucideIcon } from 'lucide-react';
import { Activity, PoundSterling, ReceiptText, ShoppingBag } from 'lucide-react';
import { formatPence } from '../../shared/format/money';
import type { OrderSummary } from './order-data-provider';

interface CardSpec {
  title: string;
  icon: LucideIcon;
  value: (summary: OrderSummary) => string;
  /** docs/product/screens.md's fixed texts; no month-on-month figures exist behind them. */
  note?: string;
  /** What the figure leaves out, said beside it (docs/product/decisions.md "Running a service", Figures). */
  apart?: (summary: OrderSummary) => string;
}

// Tailwind green-700 and slate-600: AA on white.
const GROWTH_GREEN = '#15803d';
const MUTED = '#475569';

const CARDS: CardSpec[] = [
  {
    title: 'Total Orders',
    icon: ShoppingBag,
    value: (s) => String(s.totalOrders),
    note: '+12% from last month',
    apart: (s) => `Not counted: ${s.unpaidOrders} unpaid, ${s.cancelledOrders} cancelled`,
  },
  { title: 'Total Revenue', icon: PoundSterling, value: (s) => formatPence(s.totalRevenue), note: '+8% from last month' },
  { title: 'Average Order', icon: ReceiptText, value: (s) => formatPence(s.averageOrder) },
  { title: 'Active Orders', icon: Activity, value: (s) => String(s.activeOrders) },
];

interface SummaryCardsProps {
  summary: OrderSummary | undefined;
  failed: boolean;
}

/**
 * docs/product/screens.md "Manage Restaurant": four figures over all of the restaurant's paid-or-later
 * orders (not the page shown); the unpaid and cancelled ones are counted apart.
 */
export function SummaryCards({ summary, failed }: SummaryCardsProps) {
  const placeholder = failed ? '—' : <Skeleton width="60%" />;
  return (
    <Box
      component="section"
      aria-label="Order summary"
      aria-busy={!summary && !failed}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {CARDS.map(({ title, icon: Icon, value, note, apart }) => (
        <Card key={title} variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
              <Icon size={18} aria-hidden color="#64748b" />
            </Box>
            <Typography sx={{ fontSize: { xs: '1.375rem', sm: '1.625rem' }, fontWeight: 700 }}>
              {summary ? value(summary) : placeholder}
            </Typography>
            {note && (
              <Typography variant="caption" sx={{ color: GROWTH_GREEN }}>
                {note}
              </Typography>
            )}
            {apart && summary && (
              <Typography variant="caption" sx={{ color: MUTED }}>
                {apart(summary)}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
