import { Box, Button, ButtonGroup, Typography } from '@mui/material';
import { CalendarClock, Clock } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatTime } from '../../shared/orders/order-details';
import { refundableOf } from '../../shared/orders/order-lifecycle';
import { slotTime } from '../../shared/orders/slot-text';
import { isDue } from '../kitchen/waiting-orders';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { serverMessageOf } from '../restaurant/server-errors';
import { AcceptDialog } from './AcceptDialog';
import { DeclineDialog } from './DeclineDialog';
import type { OrderRecord } from './order-data-provider';
import { DELAY_MINUTES, dueWhen, mayDelay, timeLeft } from './order-desk';
import { ExpectedBy } from './ExpectedBy';
import { orderNumber } from './order-format';
import { useOrderChange } from './order-queries';
import { useOrderActions } from './OrderActions';
import { RefundDialog } from './RefundDialog';
import { useNow } from './use-now';

const TAP = { minHeight: 40 };

/**
 * 'Accept within 7:32', every second, until the order would be missed (docs/product/decisions.md "Missed orders").
 * An order for later not due yet says when it is due and for which slot instead: its timer starts when it is due
 * (docs/product/decisions.md "Orders for later").
 */
export function AcceptCountdown({ order }: { order: Pick<OrderRecord, 'acceptBy' | 'dueAt' | 'scheduledFor'> }) {
  const now = useNow();
  if (order.dueAt && order.scheduledFor && !isDue(order, now)) {
    return (
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
        <CalendarClock size={16} aria-hidden />
        <span>
          Due <time dateTime={order.dueAt}>{dueWhen(order.dueAt, now)}</time> · for the <time dateTime={order.scheduledFor}>{slotTime(order.scheduledFor)}</time> slot
        </span>
      </Typography>
    );
  }
  const left = order.acceptBy ? timeLeft(order.acceptBy, now) : null;
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color: left ? '#9a3412' : 'error.main' }}>
      <Clock size={16} aria-hidden />
      {left ? (
        <span>
          Accept within <time dateTime={order.acceptBy!}>{left}</time>
        </span>
      ) : (
        'Not accepted in time: being cancelled'
      )}
    </Typography>
  );
}

function DelayButtons({ order }: { order: OrderRecord }) {
  const { orderChanged } = useOrderActions();
  const delay = useOrderChange((dataProvider, orderId, minutes: number) => dataProvider.delayOrder(orderId, minutes), (changed) => {
    orderChanged(changed);
    if (changed.expectedBy) notifySuccess(`Expected by ${formatTime(new Date(changed.expectedBy))}`, { description: `${changed.deliveryDetails.name} - Order #${orderNumber(changed.id)}` });
  });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ButtonGroup size="small" variant="outlined" aria-label="Delay">
        {DELAY_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            aria-label={`Delay ${minutes} minutes`}
            // Busy rather than disabled: the pressed button keeps the keyboard's focus.
            aria-disabled={delay.isPending || undefined}
            onClick={() => {
              if (!delay.isPending) delay.mutate({ orderId: order.id, input: minutes }, { onError: (error) => notifyError('Unable to delay the order', { description: serverMessageOf(error) }) });
            }}
            sx={TAP}
          >
            +{minutes}
          </Button>
        ))}
      </ButtonGroup>
    </Box>
  );
}

type DialogName = 'accept' | 'decline' | 'refund';

/**
 * docs/product/decisions.md "Running a service", the desk's side of one order: Accept and Decline with the time
 * left while it waits, the Expected By and Delay once accepted, Refund while something is left to refund.
 * A dialog gives focus back to its opener; when the opener is gone (accepted, declined), to this group.
 */
export function OrderDesk({ order, waitingOnly = false }: { order: OrderRecord; /** A table row: Accept and Decline only; the rest in 'View Details'. */ waitingOnly?: boolean }) {
  const { orderChanged } = useOrderActions();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [opened, setOpened] = useState(0);
  const group = useRef<HTMLDivElement>(null);
  // What holds the desk (the card's actions, the details panel, the table cell): it outlives the buttons.
  const holder = useRef<HTMLElement | null>(null);
  const open = (name: DialogName) => {
    holder.current = group.current?.parentElement ?? null;
    setOpened((count) => count + 1);
    setDialog(name);
  };
  const close = () => setDialog(null);
  // After the dialog has gone (its own focus return went to a button that is gone too), to what is left.
  const refocus = () =>
    setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const inGroup = group.current?.isConnected ? group.current.querySelector<HTMLElement>('button') : null;
      (inGroup ?? holder.current?.querySelector<HTMLElement>('[role="combobox"], button'))?.focus();
    });
  const waiting = order.status === 'paid';
  const refundable = !waitingOnly && order.status !== 'placed' && order.status !== 'cancelled' && refundableOf(order) > 0;
  const delayable = !waitingOnly && mayDelay(order.status);
  // Accepted, not out yet: the kitchen may still give it up (docs/product/screens.md "Kitchen mode").
  const cancellable = !waitingOnly && order.status === 'inProgress';
  const props = { order, onClose: close, onExited: refocus, onChanged: orderChanged };
  const dialogs = (
    <>
      <AcceptDialog key={`accept-${opened}`} open={dialog === 'accept'} {...props} />
      <DeclineDialog key={`decline-${opened}`} open={dialog === 'decline'} {...props} />
      <RefundDialog key={`refund-${opened}`} open={dialog === 'refund'} {...props} />
    </>
  );
  // Declined meanwhile: nothing left to do here, but the closing dialog stays for its exit.
  if (!waiting && !delayable && !refundable) return dialogs;
  return (
    <Box ref={group} role="group" aria-label={`Actions for Order #${orderNumber(order.id)}`} tabIndex={-1} sx={{ display: 'grid', gap: 1.25, outline: 'none' }}>
      {waiting && order.acceptBy && <AcceptCountdown order={order} />}
      {waiting && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <Button variant="contained" onClick={() => open('accept')} sx={TAP}>
            Accept
          </Button>
          <Button variant="outlined" color="error" onClick={() => open('decline')} sx={TAP}>
            Decline
          </Button>
        </Box>
      )}
      {delayable && order.expectedBy && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <ExpectedBy at={order.expectedBy} />
          <DelayButtons order={order} />
        </Box>
      )}
      {(refundable || cancellable) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {refundable && (
            <Button variant="text" onClick={() => open('refund')} sx={TAP}>
              Refund
            </Button>
          )}
          {cancellable && (
            <Button variant="text" color="error" onClick={() => open('decline')} sx={TAP}>
              Cancel order
            </Button>
          )}
        </Box>
      )}
      {dialogs}
    </Box>
  );
}
