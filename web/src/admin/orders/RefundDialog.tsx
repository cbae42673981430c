import { Box, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { formatPence } from '../../shared/format/money';
import { chargedOf, refundableOf } from '../../shared/orders/order-lifecycle';
import type { AcceptDialog } from './AcceptDialog';
import type { RefundRequest } from './order-data-provider';
import { itemsRefundAmount, paidForItems, poundsToPence, refundRows } from './order-desk';
import { optionNames } from '../../shared/catalogue/line-options';
import { useOrderChange } from './order-queries';
import { notifySuccess } from '../../shared/ui/notify';
import { orderNumber } from './order-format';
import { DeskDialog } from './DeskDialog';

type Mode = 'items' | 'amount';
const REASON_MAX = 200;

/**
 * docs/product/decisions.md "Refunds": items of the order (up to the quantities ordered) or an amount in pounds,
 * with a reason the customer reads; never more than is left. The server decides under the order's lock and a
 * refusal (409) shows in its words.
 */
export function RefundDialog({ order, open, onClose, onExited, onChanged }: Parameters<typeof AcceptDialog>[0]) {
  const [mode, setMode] = useState<Mode>('items');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [pounds, setPounds] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const refund = useOrderChange((dataProvider, orderId, body: RefundRequest) => dataProvider.refundOrder(orderId, body), (changed) => {
    onChanged(changed);
    notifySuccess('Refund requested', { description: `${formatPence(changed.refunds.at(-1)?.amount ?? 0)} - Order #${orderNumber(changed.id)}` });
    onClose();
  });

  const left = refundableOf(order);
  const amount = mode === 'items' ? paidForItems(order, itemsRefundAmount(order.cartItems, quantities)) || null : poundsToPence(pounds);
  const amountError = !amount ? (mode === 'items' ? 'Choose at least one item' : 'Enter an amount in pounds, such as 4.50') : amount > left ? `At most ${formatPence(left)} is left to refund` : undefined;
  const reasonError = reason.trim() ? undefined : 'Say why: the customer reads it';

  const submit = () => {
    setTried(true);
    if (amountError || reasonError || !amount) return;
    const items = refundRows(order.cartItems).filter((row) => (quantities[row.menuItemId] ?? 0) > 0).map((row) => ({ menuItemId: row.menuItemId, quantity: quantities[row.menuItemId] ?? 0 }));
    refund.mutate({ orderId: order.id, input: mode === 'items' ? { items, reason: reason.trim() } : { amount, reason: reason.trim() } });
  };

  return (
    <DeskDialog
      open={open}
      title="Refund"
      submitLabel={amount && !amountError ? `Refund ${formatPence(amount)}` : 'Refund'}
      pending={refund.isPending}
      error={refund.error}
      onClose={onClose}
      onExited={onExited}
      onSubmit={submit}
    >
      <Typography variant="body2">
        Left to refund: <strong>{formatPence(left)}</strong> of {formatPence(chargedOf(order))}
      </Typography>
      <RadioGroup row aria-label="Refund by" value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
        <FormControlLabel value="items" control={<Radio />} label="Items" />
        <FormControlLabel value="amount" control={<Radio />} label="Amount" />
      </RadioGroup>
      {mode === 'items' ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {/* One row per dish: the API refunds a dish's items from its lines in order (docs/product/decisions.md "Menus"). */}
          {refundRows(order.cartItems).map((item) => (
            <Box component="li" key={item.menuItemId} sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {item.name}
                {item.lines.map((line, index) => (
                  <Typography key={index} component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {line.quantity} ordered · {formatPence(line.price)} each{line.options.length > 0 ? ` · ${optionNames(line.options)}` : ''}
                  </Typography>
                ))}
              </Typography>
              <TextField
                type="number"
                size="small"
                value={quantities[item.menuItemId] ?? 0}
                onChange={(event) => {
                  const value = Math.max(0, Math.min(item.quantity, Math.trunc(Number(event.target.value) || 0)));
                  setQuantities((current) => ({ ...current, [item.menuItemId]: value }));
                }}
                sx={{ width: 88, flexShrink: 0 }}
                slotProps={{ htmlInput: { min: 0, max: item.quantity, step: 1, inputMode: 'numeric', 'aria-label': `${item.name} to refund` } }}
              />
            </Box>
          ))}
        </Box>
      ) : (
        <TextField
          label="Amount (£)"
          value={pounds}
          onChange={(event) => setPounds(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={tried && !!amountError}
          helperText={tried && amountError ? amountError : undefined}
          autoFocus
        />
      )}
      {mode === 'items' && tried && amountError && (
        <Typography variant="body2" color="error" role="alert">
          {amountError}
        </Typography>
      )}
      {mode === 'items' && amount ? <Typography variant="body2">Refund total: {formatPence(amount)}</Typography> : null}
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value.slice(0, REASON_MAX))}
        error={tried && !!reasonError}
        helperText={tried && reasonError ? reasonError : 'Shown to the customer'}
        required
      />
    </DeskDialog>
  );
}
