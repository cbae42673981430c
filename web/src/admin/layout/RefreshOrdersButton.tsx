import { Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { refreshOwnerOrders } from '../orders';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

// The icon turns while the lists reload (still for those who ask for less motion).
const TURNING = {
  '@keyframes owner-refresh-turn': { to: { transform: 'rotate(360deg)' } },
  '@media (prefers-reduced-motion: no-preference)': { '& svg': { animation: 'owner-refresh-turn 0.8s linear infinite' } },
} as const;

type Refresh = { state: 'idle' } | { state: 'refreshing' } | { state: 'done'; at: Date };

const statusText = (refresh: Refresh) =>
  refresh.state === 'refreshing' ? 'Refreshing orders...' : refresh.state === 'done' ? `Orders refreshed at ${TIME.format(refresh.at)}` : '';

/**
 * 'Refresh Orders' (docs/product/screens.md "Manage Restaurant"): reloads the summary and the order lists. Its icon turns while
 * they load and a line under it says when they arrived; that line is placed over the gap
 * below the heading, so nothing around it moves. Failures show in the lists themselves.
 */
export function RefreshOrdersButton() {
  const queryClient = useQueryClient();
  const [refresh, setRefresh] = useState<Refresh>({ state: 'idle' });
  const refreshing = refresh.state === 'refreshing';
  const start = async () => {
    if (refreshing) return;
    setRefresh({ state: 'refreshing' });
    await refreshOwnerOrders(queryClient).catch(() => undefined);
    setRefresh({ state: 'done', at: new Date() });
  };
  return (
    <Box sx={{ position: 'relative' }}>
      <Button variant="contained" onClick={start} aria-busy={refreshing} startIcon={<RefreshCw size={16} aria-hidden />} sx={{ minHeight: 44, ...(refreshing ? TURNING : {}) }}>
        Refresh Orders
      </Button>
      <Typography
        role="status"
        variant="caption"
        color="text.secondary"
        sx={{ position: 'absolute', top: '100%', left: '50%', transform: 'translateX(-50%)', mt: 0.25, whiteSpace: 'nowrap', lineHeight: 1.5 }}
      >
        {statusText(refresh)}
      </Typography>
    </Box>
  );
}
