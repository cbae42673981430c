import { MenuItem, TextField } from '@mui/material';
import type { OrderRecord } from './order-data-provider';
import { canOwnerSet, isFinal, knownStatus, ORDER_STATUSES, ownerStatusLabel, type OrderStatus } from './order-status';
import { useOrderActions } from './OrderActions';

// The note stays readable (AA) while the field itself is greyed out.
const READABLE_NOTE = { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } };
// In a table row the column header names it: no floating label, a smaller text that fits.
const IN_TABLE = { ...READABLE_NOTE, width: 300, '& .MuiSelect-select': { fontSize: '0.875rem' } };

const FINAL_NOTES = { delivered: 'Delivered orders are final', collected: 'Collected orders are final', cancelled: 'Cancelled orders are final' };

interface StatusSelectProps {
  order: OrderRecord;
  inTable?: boolean;
}

/**
 * docs/product/states.md "Order status": every status listed, 'Placed' and 'Cancelled' disabled (a payment sets
 * the one, Decline the other). A delivered or cancelled order is final on the server (409), so its selector is
 * shut rather than failing. Shut means read-only, not disabled: a disabled control drops the keyboard's focus,
 * and choosing 'Delivered' (or waiting for a change to arrive) must leave focus where it was.
 */
// A collection order's steps read as the customer's do: 'Ready for collection', 'Collected' (docs/product/decisions.md "Collection").
export function StatusSelect({ order, inTable = false }: StatusSelectProps) {
  const { changeStatus, pendingId } = useOrderActions();
  const status = knownStatus(order.status);
  const final = isFinal(status);
  const helper = final ? FINAL_NOTES[status === 'cancelled' ? 'cancelled' : order.fulfilment === 'collection' ? 'collected' : 'delivered'] : undefined;
  return (
    <TextField
      select
      label={inTable ? undefined : 'Status'}
      value={status}
      onChange={(event) => {
        if (pendingId !== order.id) changeStatus({ order, status: event.target.value as OrderStatus });
      }}
      helperText={helper}
      sx={inTable ? IN_TABLE : READABLE_NOTE}
      slotProps={{
        input: { readOnly: final || pendingId === order.id },
        select: inTable ? { SelectDisplayProps: { 'aria-label': 'Status' } } : undefined,
      }}
    >
      {ORDER_STATUSES.map((option) => (
        <MenuItem key={option} value={option} disabled={!canOwnerSet(option)}>
          {ownerStatusLabel(option, order.fulfilment)}
        </MenuItem>
      ))}
    </TextField>
  );
}
