import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { OrderRecord } from './order-data-provider';
import { townAndPostcode } from '../../shared/orders/order-details';
import { PhoneLink } from './delivery-phone';
import { formatCreatedAt, formatOrderTotal, orderNumber } from './order-format';
import { OrderDesk } from './OrderDesk';
import { OrderItems } from './OrderItems';
import { OrderNote } from './OrderNote';
import { PrintTicketButton } from './PrintTicketButton';
import { CancellationLine } from './OrderLifecycleDetails';
import { CollectionMarker } from './CollectionMarker';
import { useOrderActions } from './OrderActions';
import { StatusBadge } from './StatusBadge';
import { StatusSelect } from './StatusSelect';
import { refundMark } from '../kitchen/kitchen-board';
import { CourierAssign, CourierLine } from './CourierAssign';
import { helpMark } from './OrderHelpDetails';

/** docs/product/screens.md "Manage Restaurant": one order of the grid, with its status selector unless the tab is read-only. */
export function OrderCard({ order }: { order: OrderRecord }) {
  const { readOnly, openDetails } = useOrderActions();
  const headingId = useId();
  const { name, addressLine1, phone } = order.deliveryDetails;
  const refund = refundMark(order);
  const help = helpMark(order.help);
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1.5 }}>
        {/* The badge drops below the name when both do not fit on one line. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0, flex: '1 1 9rem' }}>
            <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Order #{orderNumber(order.id)}
            </Typography>
          </Box>
          <StatusBadge status={order.status} fulfilment={order.fulfilment} />
        </Box>
        {order.fulfilment === 'collection' ? (
          <CollectionMarker />
        ) : (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {addressLine1}, {townAndPostcode(order.deliveryDetails)}
          </Typography>
        )}
        {phone && (
          <Typography variant="body2">
            <PhoneLink phone={phone} />
          </Typography>
        )}
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="body2" color="text.secondary">
            {formatCreatedAt(order.createdAt)}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatOrderTotal(order)}</Typography>
        </Stack>
        <OrderItems items={order.cartItems} />
        {order.note && <OrderNote note={order.note} />}
        {order.cancellation && <CancellationLine cancellation={order.cancellation} />}
        {refund && (
          <Typography variant="body2" sx={{ fontWeight: 700, color: '#9a3412' }}>
            {refund}
          </Typography>
        )}
        {help && (
          <Typography variant="body2" sx={{ fontWeight: 700, color: order.help?.status === 'open' ? '#9a3412' : 'text.secondary' }}>
            {help}
          </Typography>
        )}
        <CourierLine order={order} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 1.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {!readOnly && <OrderDesk order={order} />}
        {!readOnly && <StatusSelect order={order} />}
        {!readOnly && <CourierAssign order={order} />}
        <Button variant="outlined" onClick={() => openDetails(order)} sx={{ minHeight: 40 }}>
          View Details
        </Button>
        <PrintTicketButton order={order} />
      </CardActions>
    </Card>
  );
}
