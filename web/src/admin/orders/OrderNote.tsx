import { Box, Typography } from '@mui/material';
import { MessageSquareText } from 'lucide-react';

/** The customer's note for the restaurant on the desk's card, set apart so the kitchen sees it (docs/product/screens.md "Manage Restaurant"). */
export function OrderNote({ note }: { note: string }) {
  return (
    <Box
      component="section"
      aria-label="Note from the customer"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1, borderRadius: 1, bgcolor: '#fffbeb', border: 1, borderColor: '#fcd34d' }}
    >
      <MessageSquareText size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          Note:
        </Box>{' '}
        {note}
      </Typography>
    </Box>
  );
}
