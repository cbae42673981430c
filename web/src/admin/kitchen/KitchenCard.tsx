import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { formatTime } from '../../shared/orders/order-details';
import { estimatedMinutes } from '../../shared/orders/order-estimate';
import { linesToCook, refundedItems, refundedItemsText } from '../../shared/orders/refunds';
import { notifyError } from '../../shared/ui/notify';
import { serverMessageOf } from '../restaurant/server-errors';
import { AcceptDialog } from '../orders/AcceptDialog';
import { CollectionMarker } from '../orders/CollectionMarker';
import { DeclineDialog } from '../orders/DeclineDialog';
import type { OrderRecord } from '../orders/order-data-provider';
import { ExpectedBy } from '../orders/ExpectedBy';
import { orderNumber } from '../orders/order-format';
import { notifyStatusChanged } from '../orders/order-toasts';
import { useOrderChange } from '../orders/order-queries';
import { useOrderActions } from '../orders/OrderActions';
import { AcceptCountdown } from '../orders/OrderDesk';
import { OrderItems } from '../orders/OrderItems';
import { OrderNote } from '../orders/OrderNote';
import { nextAction, quickMinutes, readyText, refundMark } from './kitchen-board';

/** docs/product/screens.md "Kitchen mode": every target at least 44 px, the next step larger still. */
const TAP = { minHeight: 44 };
const BIG = { minHeight: 56, fontSize: '1.05rem' };
// Three across even in a tablet's narrow column: the minutes large, 'min' under them.
const QUICK = { minHeight: 56, minWidth: 0, px: 0.5, flexDirection: 'column', lineHeight: 1.1 } as const;

/** Accept with one tap at a quick prep time (the restaurant's estimate, 10 minutes less or more), or Decline. */
function AcceptButtons({ order, onDecline }: { order: OrderRecord; onDecline(): void }) {
  const { orderChanged } = useOrderActions();
  const accept = useOrderChange((dataProvider, orderId, minutes: number) => dataProvider.acceptOrder(orderId, minutes), (changed) => {
    orderChanged(changed);
    notifyStatusChanged(changed);
  });
  const labelId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 700 }}>
        {order.fulfilment === 'collection' ? 'Accept: ready for collection in' : 'Accept: delivered in'}
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        {quickMinutes(estimatedMinutes(order)).map((minutes) => (
          <Button
            key={minutes}
            variant="contained"
            aria-label={`Accept ${minutes} min`}
            aria-disabled={accept.isPending || undefined}
            onClick={() => {
              if (!accept.isPending) accept.mutate({ orderId: order.id, input: minutes }, { onError: (error) => notifyError('Unable to accept the order', { description: serverMessageOf(error) }) });
            }}
            sx={QUICK}
          >
            <Box component="span" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              {minutes}
            </Box>{' '}
            <Box component="span" sx={{ fontSize: '0.8125rem' }}>
              min
            </Box>
          </Button>
        ))}
      </Box>
      <Button variant="outlined" color="error" onClick={onDecline} sx={TAP}>
        Decline
      </Button>
    </Box>
  );
}

/**
 * One order on the kitchen's board: its number and customer large, what to cook, the note and any refund, and the
 * one next step of the status flow as a big button (docs/product/states.md). An accepted order not out yet can be
 * cancelled with a reason and a refund (the Decline dialog).
 */
export function KitchenCard({ order }: { order: OrderRecord }) {
  const { changeStatus, pendingId, openDetails } = useOrderActions();
  const [dialog, setDialog] = useState<'accept' | 'decline' | null>(null);
  const [opened, setOpened] = useState(0);
  const headingId = useId();
  const open = (name: 'accept' | 'decline') => {
    setOpened((count) => count + 1);
    setDialog(name);
  };
  const next = nextAction(order);
  const refund = refundMark(order);
  const refunded = refundedItems(order.refunds);
  const props = { order, onClose: () => setDialog(null), onExited: () => undefined, onChanged: () => undefined };
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined" sx={{ borderWidth: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 1.25, p: 2, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h4" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            Order #{orderNumber(order.id)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatTime(new Date(order.createdAt))}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{order.deliveryDetails.name}</Typography>
          {order.fulfilment === 'collection' && <CollectionMarker />}
        </Box>
        {order.status === 'paid' && <AcceptCountdown order={order} />}
        {order.status === 'outForDelivery' && (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {readyText(order)}
          </Typography>
        )}
        {order.expectedBy && order.status !== 'paid' && <ExpectedBy at={order.expectedBy} />}
        {/* What is left to cook: refunded items are named apart (docs/product/screens.md "Kitchen mode"). */}
        <OrderItems items={linesToCook(order.cartItems, order.refunds)} />
        {refunded.length > 0 && (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Refunded: {refundedItemsText(refunded)}
          </Typography>
        )}
        {order.note && <OrderNote note={order.note} />}
        {refund && (
          <Typography variant="body2" sx={{ fontWeight: 700, color: '#9a3412' }}>
            {refund}
          </Typography>
        )}
        {order.status === 'paid' && <AcceptButtons order={order} onDecline={() => open('decline')} />}
        {next && (
          <Button
            variant="contained"
            color={next.status === 'delivered' ? 'success' : 'primary'}
            aria-disabled={pendingId === order.id || undefined}
            onClick={() => {
              if (pendingId !== order.id) changeStatus({ order, status: next.status });
            }}
            sx={BIG}
          >
            {next.label}
          </Button>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => openDetails(order)} sx={{ ...TAP, flex: '1 1 8rem' }}>
            View Details
          </Button>
          {order.status === 'paid' && (
            <Button variant="outlined" onClick={() => open('accept')} sx={{ ...TAP, flex: '1 1 8rem' }}>
              Other time
            </Button>
          )}
          {order.status === 'inProgress' && (
            <Button variant="outlined" color="error" onClick={() => open('decline')} sx={{ ...TAP, flex: '1 1 8rem' }}>
              Cancel order
            </Button>
          )}
        </Box>
      </CardContent>
      <AcceptDialog key={`accept-${opened}`} open={dialog === 'accept'} {...props} />
      <DeclineDialog key={`decline-${opened}`} open={dialog === 'decline'} {...props} />
    </Card>
  );
}
