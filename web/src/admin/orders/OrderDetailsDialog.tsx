import { Box, Dialog, DialogContent, DialogTitle, Divider, IconButton, Typography, useMediaQuery, useTheme } from '@mui/material';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import type { OrderRecord } from './order-data-provider';
import { discountLabel, townAndPostcode } from '../../shared/orders/order-details';
import { formatPence } from '../../shared/format/money';
import { PhoneLink } from './delivery-phone';
import { formatCreatedAt, formatOrderTotal, orderNumber } from './order-format';
import { OrderDesk } from './OrderDesk';
import { OrderItems } from './OrderItems';
import { OrderNote } from './OrderNote';
import { PrintTicketButton } from './PrintTicketButton';
import { OrderLifecycleDetails } from './OrderLifecycleDetails';
import { useOrderActions } from './OrderActions';
import { StatusBadge } from './StatusBadge';
import { CollectionMarker } from './CollectionMarker';
import { StatusSelect } from './StatusSelect';
import { CourierAssign, DeliverySteps } from './CourierAssign';
import { OrderHelpDetails } from './OrderHelpDetails';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * docs/product/screens.md 'View Details'. The order shown is the list's current copy (polls, status
 * changes) or, once it has left the filtered list, the last one seen. MUI gives focus back
 * to the 'View Details' button on close.
 */
export function OrderDetailsDialog() {
  const { detailsOrder, closeDetails, readOnly } = useOrderActions();
  const { data } = useListContext<OrderRecord>();
  const onPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const order = data?.find((record) => record.id === detailsOrder?.id) ?? detailsOrder;
  if (!order) return null;
  const { name, email, addressLine1, country, phone } = order.deliveryDetails;
  return (
    <Dialog open onClose={closeDetails} fullScreen={onPhone} fullWidth maxWidth="sm" aria-labelledby="order-details-title">
      <DialogTitle id="order-details-title" sx={{ pr: 7 }}>
        Order #{orderNumber(order.id)}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={closeDetails} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <X size={20} aria-hidden />
      </IconButton>
      <DialogContent dividers sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start', gap: 2 }}>
        {/* Terms beside their values; on a phone above them, so long values keep the width. */}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, m: 0, '& dt:not(:first-of-type)': { mt: { xs: 1.25, sm: 0 } } }}
        >
          <Detail term="Customer">{name}</Detail>
          <Detail term="Email">{email}</Detail>
          {phone && (
            <Detail term="Phone">
              <PhoneLink phone={phone} />
            </Detail>
          )}
          {order.fulfilment === 'collection' ? (
            <Detail term="Fulfilment">
              <CollectionMarker />
            </Detail>
          ) : (
            <Detail term="Address">{`${addressLine1}, ${townAndPostcode(order.deliveryDetails)}, ${country}`}</Detail>
          )}
          <Detail term="Order ID">{order.id}</Detail>
          <Detail term="Date">{formatCreatedAt(order.createdAt)}</Detail>
          {(order.discount ?? 0) > 0 && <Detail term={discountLabel(order.voucherCode ?? null)}>-{formatPence(order.discount ?? 0)}</Detail>}
          <Detail term="Total">{formatOrderTotal(order)}</Detail>
          <Detail term="Status">
            <StatusBadge status={order.status} fulfilment={order.fulfilment} />
          </Detail>
          {order.expectedBy && <Detail term="Expected By">{formatCreatedAt(order.expectedBy)}</Detail>}
        </Box>
        <Divider />
        <Box component="section" aria-labelledby="order-details-items">
          <Typography id="order-details-items" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Items
          </Typography>
          <OrderItems items={order.cartItems} withPrices />
        </Box>
        {order.note && <OrderNote note={order.note} />}
        <OrderLifecycleDetails order={order} />
        <OrderHelpDetails order={order} />
        <DeliverySteps order={order} />
        {!readOnly && <OrderDesk order={order} />}
        {!readOnly && <StatusSelect order={order} />}
        {!readOnly && <CourierAssign order={order} />}
        <PrintTicketButton order={order} />
      </DialogContent>
    </Dialog>
  );
}
