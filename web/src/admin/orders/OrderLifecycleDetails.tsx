import { Box, Typography } from '@mui/material';
import { formatPence } from '../../shared/format/money';
import { cancellationText, refundableOf, refundText } from '../../shared/orders/order-lifecycle';
import type { OrderRecord } from './order-data-provider';
import { formatCreatedAt } from './order-format';

/** The cancellation as one line: who, why, and the customer's note when there is one. */
export function CancellationLine({ cancellation }: { cancellation: NonNullable<OrderRecord['cancellation']> }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {cancellationText(cancellation)}
      {cancellation.note ? ` — “${cancellation.note}”` : ''}
    </Typography>
  );
}

/**
 * 'View Details' after the items (docs/product/decisions.md "Running a service"): the cancellation, each refund
 * in the customer's words with its reason and time, and what is left to refund.
 */
export function OrderLifecycleDetails({ order }: { order: OrderRecord }) {
  const { cancellation, refunds } = order;
  if (!cancellation && refunds.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="order-details-cancellation" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="order-details-cancellation" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {cancellation ? 'Cancellation and refunds' : 'Refunds'}
      </Typography>
      {cancellation && (
        <Box>
          <CancellationLine cancellation={cancellation} />
          <Typography variant="body2" color="text.secondary">
            {formatCreatedAt(cancellation.at)}
          </Typography>
        </Box>
      )}
      {refunds.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
          {refunds.map((refund) => (
            <Typography component="li" variant="body2" key={refund.id} sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {refundText(refund)}
              </Box>
              {' · '}
              {refund.reason}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {formatCreatedAt(refund.createdAt)}
              </Box>
            </Typography>
          ))}
        </Box>
      )}
      {refunds.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Left to refund: {formatPence(refundableOf(order))}
        </Typography>
      )}
    </Box>
  );
}
