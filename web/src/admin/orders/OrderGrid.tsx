import { Box, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { OrderRecord } from './order-data-provider';
import { formatDayHeading, groupOrdersByDay, orderCountLabel, type OrderDay } from '../../shared/orders/order-days';
import { OrderCard } from './OrderCard';

function DayGroup({ day }: { day: OrderDay<OrderRecord> }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id={headingId} component="h3" variant="h3">
          {formatDayHeading(day.date)}
        </Typography>
        <Chip label={orderCountLabel(day.orders.length)} size="small" />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        {day.orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </Box>
    </Box>
  );
}

/** docs/product/screens.md "Manage Restaurant": the grid view, one section per creation day, newest first. */
export function OrderGrid({ orders }: { orders: OrderRecord[] }) {
  return (
    <Stack spacing={4}>
      {groupOrdersByDay(orders).map((day) => (
        <DayGroup key={day.key} day={day} />
      ))}
    </Stack>
  );
}
