import { Box } from '@mui/material';
import type { Schemas } from '../../api/client';
import { knownStatus, ownerStatusLabel } from './order-status';
import { STATUS_TONES } from './status-tones';

/** The owner's label of a status (docs/product/states.md "Order status"; a collection's own) as a coloured pill. */
export function StatusBadge({ status, fulfilment }: { status: string; fulfilment?: Schemas['Fulfilment'] }) {
  const known = knownStatus(status);
  const tone = STATUS_TONES[known];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        border: 1,
        borderColor: tone.border,
        bgcolor: tone.bg,
        color: tone.text,
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
      }}
    >
      {ownerStatusLabel(known, fulfilment)}
    </Box>
  );
}
