import { Box, Paper, Stack, Typography } from '@mui/material';
import { CalendarClock } from 'lucide-react';
import { useGetList } from 'react-admin';
import { slotDay, slotTime } from '../../shared/orders/slot-text';
import { scheduledOrders, WAITING_ORDERS_PARAMS } from '../kitchen/waiting-orders';
import { ORDER, type OrderRecord } from './order-data-provider';
import { orderNumber } from './order-format';
import { POLLING } from './order-queries';
import { OrderDesk } from './OrderDesk';
import { useNow } from './use-now';

const slotText = (iso: string) => `${slotDay(iso)}, ${slotTime(iso)}`;

/**
 * docs/product/decisions.md "Orders for later": paid orders for a later slot that are not due
 * yet, apart from the orders waiting now; each joins the kitchen alert once due, and the owner
 * may accept one early.
 */
export function ScheduledOrders() {
  const { data } = useGetList<OrderRecord>(ORDER, WAITING_ORDERS_PARAMS, POLLING);
  const scheduled = scheduledOrders(data ?? [], useNow(15_000));
  if (scheduled.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="scheduled-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id="scheduled-title" component="h2" variant="h6" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
          <CalendarClock size={20} aria-hidden /> Scheduled ({scheduled.length})
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {scheduled.map((order) => (
            <Box component="li" key={order.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>
                  For <time dateTime={order.scheduledFor}>{slotText(order.scheduledFor!)}</time>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Order #{orderNumber(order.id)} · {order.deliveryDetails.name}
                </Typography>
              </Box>
              <OrderDesk order={order} waitingOnly />
            </Box>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}
