import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { formatPence } from '../../shared/format/money';
import type { OwnerDataProvider } from '../data-provider';
import type { PayoutWeek } from './payout-data-provider';
import { downloadStatement, usePayouts, usePayoutWeek } from './payout-queries';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
const STATUS: Record<PayoutWeek['status'], { label: string; color: 'default' | 'success'; variant: 'filled' | 'outlined' }> = {
  open: { label: 'This week', color: 'default', variant: 'filled' },
  paid: { label: 'Paid', color: 'success', variant: 'filled' },
  none: { label: 'Nothing to pay', color: 'default', variant: 'outlined' },
};

/** The week's Monday, shown as a date: its own calendar day, whatever the browser's zone. */
const weekLabel = (weekStart: string) => `Week of ${DAY.format(new Date(`${weekStart}T12:00:00Z`))}`;

/**
 * The Payouts tab (docs/product/decisions.md "Money"), the owner's only: a line per statement week,
 * newest first, each opening its orders and downloading as CSV.
 */
export function PayoutsPanel() {
  const { data, error, isPending, refetch } = usePayouts();
  return (
    <Stack component="section" aria-labelledby="payouts-title" spacing={2}>
      <Typography id="payouts-title" variant="h2">
        Payouts
      </Typography>
      <Typography color="text.secondary">Weeks run Monday to Sunday. Each week is paid out on the Monday after.</Typography>
      {error && (
        <Alert severity="error" action={<Button onClick={() => refetch()}>Try again</Button>}>
          Failed to get payouts
        </Alert>
      )}
      {isPending && !error && <Typography role="status">Loading...</Typography>}
      {data && (
        <Stack component="ul" spacing={2} aria-label="Payout weeks" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {data.map((week) => (
            <WeekCard key={week.weekStart} week={week} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function WeekCard({ week }: { week: PayoutWeek }) {
  const [open, setOpen] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const status = STATUS[week.status];
  const titleId = `week-${week.weekStart}`;
  const figures: Array<[string, number]> = [
    ['Sales', week.sales],
    ['Commission', -week.commission],
    ['Delivery fees', week.deliveryFees],
    ['Refunds you covered', -week.refundsByRestaurant],
    ['Adjustments', week.adjustments],
  ];
  const download = () => {
    setDownloadFailed(false);
    downloadStatement(dataProvider, week.weekStart).catch(() => setDownloadFailed(true));
  };
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
            {weekLabel(week.weekStart)}
          </Typography>
          <Chip label={status.label} color={status.color} variant={status.variant} size="small" />
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(3, 1fr auto)' }, columnGap: 3, rowGap: 0.5 }}>
          {figures.map(([label, pence]) => (
            <Figure key={label} label={label} pence={pence} />
          ))}
          {week.refundsByPlatform > 0 && <Figure label="Refunds we covered" pence={week.refundsByPlatform} />}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {week.netPaid === null ? `So far: ${formatPence(week.earned + week.adjustments)}` : `Net paid: ${formatPence(week.netPaid)}`}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" size="small" sx={{ minHeight: 44 }} aria-expanded={open} aria-controls={`${titleId}-orders`} onClick={() => setOpen(!open)} disabled={week.orders === 0}>
              {open ? 'Hide orders' : `View orders (${week.orders})`}
            </Button>
            <Button variant="outlined" size="small" sx={{ minHeight: 44 }} onClick={download} disabled={week.orders === 0}>
              Download CSV
            </Button>
          </Box>
        </Box>
        {downloadFailed && <Alert severity="error">Unable to download the statement</Alert>}
        {open && <WeekOrders weekStart={week.weekStart} id={`${titleId}-orders`} />}
      </Stack>
    </Paper>
  );
}

function Figure({ label, pence }: { label: string; pence: number }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {formatPence(pence)}
      </Typography>
    </>
  );
}

function WeekOrders({ weekStart, id }: { weekStart: string; id: string }) {
  const { data, error, isPending } = usePayoutWeek(weekStart, true);
  if (error) return <Alert severity="error">Failed to get the week</Alert>;
  if (isPending) return <Typography role="status">Loading...</Typography>;
  return (
    <Stack component="ul" id={id} aria-label="Orders of the week" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {data.orders.map((order) => (
        <Box component="li" key={order.orderId} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>Order #{order.orderId.slice(-6).toUpperCase()}</Typography>
          <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatPence(order.sales)} sales · {formatPence(order.commission)} commission
            {order.refundsByRestaurant > 0 ? ` · ${formatPence(order.refundsByRestaurant)} refunded` : ''} · {formatPence(order.earned)} to you
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
