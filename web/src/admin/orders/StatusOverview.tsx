import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import type { OrderSummary } from './order-data-provider';
import { ORDER_STATUSES, OWNER_STATUS_LABELS } from './order-status';
import { STATUS_TONES } from './status-tones';

const share = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 100) : 0);

/**
 * docs/product/screens.md "Manage Restaurant": per status, its count and its share of all orders as a bar
 * (all of them: totalOrders leaves the unpaid and cancelled out).
 */
export function StatusOverview({ summary }: { summary: OrderSummary }) {
  const headingId = useId();
  const all = ORDER_STATUSES.reduce((sum, status) => sum + summary.byStatus[status], 0);
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
          Status Overview
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' } }}>
          {ORDER_STATUSES.map((status) => {
            const count = summary.byStatus[status];
            const label = OWNER_STATUS_LABELS[status];
            return (
              <Box key={status} sx={{ display: 'grid', gap: 0.75 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2">{label}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {count}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={share(count, all)}
                  aria-label={`${label}: ${count} of ${all} orders`}
                  sx={{ height: 8, borderRadius: 4, bgcolor: '#e2e8f0', '& .MuiLinearProgress-bar': { bgcolor: STATUS_TONES[status].bar } }}
                />
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
