import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { formatOrderDate } from '../../shared/orders/order-details';
import { DeliveryLog } from './DeliveryLog';
import type { Webhook } from './webhook-data-provider';

/** One endpoint: its address, when it was added, its delivery log, and a way to remove it. */
export function WebhookCard({ webhook, onRemove }: { webhook: Webhook; onRemove(): void }) {
  const urlId = useId();
  const logId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={urlId} sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Typography id={urlId} component="h3" variant="h3" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
              {webhook.url}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Added <time dateTime={webhook.createdAt}>{formatOrderDate(new Date(webhook.createdAt))}</time>
            </Typography>
          </Box>
          <Button variant="outlined" color="error" onClick={onRemove} aria-label={`Remove webhook ${webhook.url}`} sx={{ minHeight: 36 }}>
            Remove
          </Button>
        </Box>
        <Typography id={logId} component="h4" variant="body2" sx={{ fontWeight: 700 }}>
          Latest deliveries
        </Typography>
        <DeliveryLog attempts={webhook.deliveries} labelledBy={`${logId} ${urlId}`} />
      </Stack>
    </Paper>
  );
}
