import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { formatPence } from '../../shared/format/money';
import { CANCEL_REASON_LABELS, chargedOf, DECLINE_REASONS, refundableOf } from '../../shared/orders/order-lifecycle';
import type { AcceptDialog } from './AcceptDialog';
import { notifyStatusChanged } from './order-toasts';
import { useOrderChange } from './order-queries';
import { DeskDialog } from './DeskDialog';

type DeclineReason = (typeof DECLINE_REASONS)[number];
const NOTE_MAX = 500;

/** An accepted order the kitchen gives up (not out for delivery yet): the same call as a decline (openapi.yaml declineOrder). */
const isAccepted = (order: { status: string }) => order.status === 'inProgress';

/**
 * docs/product/decisions.md "Accept or decline": a reason (and a note the customer reads); the order is cancelled and
 * refunded in full. The same dialog cancels an accepted order (docs/product/screens.md "Kitchen mode"), refunding
 * what is left of the charge after earlier refunds.
 */
export function DeclineDialog({ order, open, onClose, onExited, onChanged }: Parameters<typeof AcceptDialog>[0]) {
  // Fixed when the dialog opens: the order it cancels turns cancelled while the dialog closes.
  const [cancel] = useState(() => isAccepted(order));
  const left = refundableOf(order);
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const reasonId = useId();
  const decline = useOrderChange((dataProvider, orderId, body: { reason: DeclineReason; note?: string }) => dataProvider.declineOrder(orderId, body), (changed) => {
    onChanged(changed);
    notifyStatusChanged(changed);
    onClose();
  });
  const submit = () => {
    setTried(true);
    if (reason) decline.mutate({ orderId: order.id, input: { reason, ...(note.trim() ? { note: note.trim() } : {}) } });
  };
  const missing = tried && !reason;
  return (
    <DeskDialog
      open={open}
      title={cancel ? 'Cancel order' : 'Decline order'}
      submitLabel={cancel ? 'Cancel order' : 'Decline order'}
      submitColor="error"
      pending={decline.isPending}
      error={decline.error}
      onClose={onClose}
      onExited={onExited}
      onSubmit={submit}
    >
      <Typography variant="body2">
        {left < chargedOf(order)
          ? `The order is cancelled and the customer is refunded ${formatPence(left)}, what is left of the ${formatPence(chargedOf(order))} they paid.`
          : `The order is cancelled and the customer is refunded ${formatPence(left)} in full.`}
      </Typography>
      <FormControl error={missing} required>
        <FormLabel id={reasonId}>Reason</FormLabel>
        <RadioGroup aria-labelledby={reasonId} value={reason} onChange={(event) => setReason(event.target.value as DeclineReason)}>
          {DECLINE_REASONS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={CANCEL_REASON_LABELS[value]} />
          ))}
        </RadioGroup>
        {missing && <FormHelperText>Choose a reason</FormHelperText>}
      </FormControl>
      <TextField
        label="Message to the customer (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX))}
        multiline
        minRows={2}
      />
    </DeskDialog>
  );
}
