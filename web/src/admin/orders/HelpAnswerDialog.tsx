import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { formatPence } from '../../shared/format/money';
import { refundableOf } from '../../shared/orders/order-lifecycle';
import { helpLines } from '../../shared/orders/order-help';
import { notifySuccess } from '../../shared/ui/notify';
import { DeskDialog } from './DeskDialog';
import type { OrderRecord } from './order-data-provider';
import { poundsToPence } from './order-desk';
import { orderNumber } from './order-format';
import { useOrderChange } from './order-queries';

const REASON_MAX = 300;

/** The most an approval may refund: the reported lines (any amount without lines), never more than is left. */
export function helpCap(order: OrderRecord): number {
  const left = refundableOf(order);
  return order.help && order.help.items.length > 0 ? Math.min(order.help.proposedAmount, left) : left;
}

interface Props {
  order: OrderRecord;
  mode: 'approve' | 'decline';
  open: boolean;
  onClose(): void;
}

/**
 * docs/product/decisions.md "Order help": approve the report as a refund (the reported lines'
 * amount proposed, editable down) or decline it with a reason the customer reads.
 */
export function HelpAnswerDialog({ order, mode, open, onClose }: Props) {
  const cap = helpCap(order);
  const [pounds, setPounds] = useState(() => (cap / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const answer = useOrderChange(
    (dataProvider, orderId, input: { amount: number } | { reason: string }) => ('amount' in input ? dataProvider.approveOrderProblem(orderId, input.amount) : dataProvider.declineOrderProblem(orderId, input.reason)),
    (changed) => {
      notifySuccess(mode === 'approve' ? 'Refund approved' : 'Report declined', { description: `Order #${orderNumber(changed.id)}` });
      onClose();
    },
  );
  const amount = poundsToPence(pounds);
  const amountError = !amount ? 'Enter an amount in pounds, such as 4.50' : amount > cap ? `At most ${formatPence(cap)}` : undefined;
  const reasonError = reason.trim() ? undefined : 'Say why: the customer reads it';
  const submit = () => {
    setTried(true);
    if (mode === 'approve' && amount && !amountError) answer.mutate({ orderId: order.id, input: { amount } });
    if (mode === 'decline' && !reasonError) answer.mutate({ orderId: order.id, input: { reason: reason.trim() } });
  };
  const help = order.help!;
  return (
    <DeskDialog
      open={open}
      title={mode === 'approve' ? 'Approve a refund' : 'Decline the report'}
      submitLabel={mode === 'approve' ? (amount && !amountError ? `Refund ${formatPence(amount)}` : 'Refund') : 'Decline report'}
      submitColor={mode === 'approve' ? 'primary' : 'error'}
      pending={answer.isPending}
      error={answer.error}
      onClose={onClose}
      onSubmit={submit}
    >
      {help.items.length > 0 && <Typography variant="body2">Reported: {helpLines(help)} ({formatPence(help.proposedAmount)})</Typography>}
      {mode === 'approve' ? (
        <TextField
          label="Amount (£)"
          value={pounds}
          onChange={(event) => setPounds(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={tried && !!amountError}
          helperText={tried && amountError ? amountError : `At most ${formatPence(cap)}`}
          autoFocus
        />
      ) : (
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value.replace(/[\r\n]+/g, ' ').slice(0, REASON_MAX))}
          error={tried && !!reasonError}
          helperText={tried && reasonError ? reasonError : 'Shown to the customer'}
          required
          autoFocus
        />
      )}
    </DeskDialog>
  );
}
