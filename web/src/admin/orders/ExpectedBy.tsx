import { Box, Typography } from '@mui/material';
import { formatTime } from '../../shared/orders/order-details';

/** "Expected by 19:40", the time machine-readable: the desk's card and kitchen mode's. */
export function ExpectedBy({ at }: { at: string }) {
  return (
    <Typography variant="body2">
      Expected by{' '}
      <Box component="time" dateTime={at} sx={{ fontWeight: 700 }}>
        {formatTime(new Date(at))}
      </Box>
    </Typography>
  );
}
