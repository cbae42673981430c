import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { formatTime } from '../../shared/orders/order-details';
import { estimatedMinutes } from '../../shared/orders/order-estimate';
import type { OrderRecord } from './order-data-provider';
import { ESTIMATE_LIMITS } from './order-desk';
import { notifyStatusChanged } from './order-toasts';
import { useOrderChange } from './order-queries';
import { DeskDialog } from './DeskDialog';

interface DeskDialogOf {
  order: OrderRecord;
  open: boolean;
  onClose(): void;
  onExited(): void;
  onChanged(order: OrderRecord): void;
}

/** docs/product/decisions.md "Accept or decline": the minutes until delivery, the restaurant's estimate unless changed. */
export function AcceptDialog({ order, open, onClose, onExited, onChanged }: DeskDialogOf) {
  // docs/product/decisions.md "Collection": a collection order starts from the restaurant's collection minutes, carried by the order.
  const [minutes, setMinutes] = useState(String(estimatedMinutes(order) || 30));
  const [touched, setTouched] = useState(false);
  const accept = useOrderChange((dataProvider, orderId, estimate: number) => dataProvider.acceptOrder(orderId, estimate), (changed) => {
    onChanged(changed);
    notifyStatusChanged(changed);
    onClose();
  });
  const value = Number(minutes);
  const valid = Number.isInteger(value) && value >= ESTIMATE_LIMITS.min && value <= ESTIMATE_LIMITS.max;
  return (
    <DeskDialog
      open={open}
      title="Accept order"
      submitLabel="Accept order"
      pending={accept.isPending}
      error={accept.error}
      onClose={onClose}
      onExited={onExited}
      onSubmit={() => (valid ? accept.mutate({ orderId: order.id, input: value }) : setTouched(true))}
    >
      <TextField
        label={order.fulfilment === 'collection' ? 'Minutes until ready for collection' : 'Minutes until delivery'}
        type="number"
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && !valid}
        helperText={
          touched && !valid
            ? `Enter whole minutes from ${ESTIMATE_LIMITS.min} to ${ESTIMATE_LIMITS.max}`
            : `Expected by ${formatTime(new Date(Date.now() + (valid ? value : 0) * 60_000))}`
        }
        slotProps={{ htmlInput: { min: ESTIMATE_LIMITS.min, max: ESTIMATE_LIMITS.max, step: 1, inputMode: 'numeric' } }}
        autoFocus
        required
      />
      <Typography variant="body2" color="text.secondary">
        The customer sees the new Expected By at once.
      </Typography>
    </DeskDialog>
  );
}

export type { DeskDialogOf };
