import { MenuItem, TextField } from '@mui/material';
import type { OrderRecord } from './order-data-provider';
import { canOwnerSet, isFinal, knownStatus, ORDER_STATUSES, OWNER_STATUS_LABELS, type OrderStatus } from './order-status';
import { useOrderActions } from './OrderActions';

// The note stays readable (AA) while the field itself is greyed out.
const READABLE_NOTE = { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } };
// In a table row the column header names it: no floating label, a smaller text that fits.
const IN_TABLE = { ...READABLE_NOTE, width: 300, '& .MuiSelect-select': { fontSize: '0.875rem' } };

interface StatusSelectProps {
  order: OrderRecord;
  inTable?: boolean;
}

/**
 * docs/product/states.md "Order status": every status listed, 'Placed' disabled (only a payment sets it). A delivered
 * order is final on the server (409), so its selector is shut rather than failing.
 */
export function StatusSelect({ order, inTable = false }: StatusSelectProps) {
  const { changeStatus, pendingId } = useOrderActions();
  const status = knownStatus(order.status);
  const final = isFinal(status);
  return (
    <TextField
      select
      label={inTable ? undefined : 'Status'}
      value={status}
      disabled={pendingId === order.id || final}
      onChange={(event) => changeStatus({ order, status: event.target.value as OrderStatus })}
      helperText={final ? 'Delivered orders are final' : undefined}
      sx={inTable ? IN_TABLE : READABLE_NOTE}
      slotProps={inTable ? { select: { SelectDisplayProps: { 'aria-label': 'Status' } } } : undefined}
    >
      {ORDER_STATUSES.map((option) => (
        <MenuItem key={option} value={option} disabled={!canOwnerSet(option)}>
          {OWNER_STATUS_LABELS[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
