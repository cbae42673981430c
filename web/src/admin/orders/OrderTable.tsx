import { Box, Button, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import type { OrderRecord } from './order-data-provider';
import { townAndPostcode } from '../../shared/orders/order-details';
import { formatCreatedAt, formatOrderTotal, orderNumber } from './order-format';
import { useOrderActions } from './OrderActions';
import { OrderDesk } from './OrderDesk';
import { StatusBadge } from './StatusBadge';
import { CollectionMarker } from './CollectionMarker';
import { CourierCell } from './CourierAssign';
import { StatusSelect } from './StatusSelect';

/** The date, and the order number under it (kept narrow for phones). */
function Placed({ order }: { order: OrderRecord }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{formatCreatedAt(order.createdAt)}</Typography>
      <Typography variant="body2" color="text.secondary">
        Order #{orderNumber(order.id)}
      </Typography>
    </Box>
  );
}

function Customer({ order }: { order: OrderRecord }) {
  return (
    <Box sx={{ minWidth: '11rem' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {order.deliveryDetails.name}
      </Typography>
      {order.fulfilment === 'collection' ? (
        <CollectionMarker />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {order.deliveryDetails.addressLine1}, {townAndPostcode(order.deliveryDetails)}
        </Typography>
      )}
    </Box>
  );
}

/** The selector where the owner may change the status, else the badge; a waiting order's Accept and Decline under it. */
function Status({ order }: { order: OrderRecord }) {
  const { readOnly } = useOrderActions();
  if (readOnly) return <StatusBadge status={order.status} fulfilment={order.fulfilment} />;
  return (
    <Box sx={{ display: 'grid', gap: 1, width: 300 }}>
      <StatusSelect order={order} inTable />
      <OrderDesk order={order} waitingOnly />
    </Box>
  );
}

function ViewDetails({ order }: { order: OrderRecord }) {
  const { openDetails } = useOrderActions();
  return (
    <Button variant="outlined" onClick={() => openDetails(order)} sx={{ minHeight: 40, whiteSpace: 'nowrap' }}>
      View Details
    </Button>
  );
}

const Column = DataTable.Col<OrderRecord>;

/**
 * The list view: react-admin's DataTable on the list context, so its headers sort on the
 * server. The API sorts by date, total and status; the customer and courier columns cannot sort.
 */
export function OrderTable() {
  return (
    <DataTable<OrderRecord> bulkActionButtons={false} rowClick={false} sx={{ overflowX: 'auto' }}>
      <Column source="createdAt" label="Date" sortByOrder="DESC" render={(order) => <Placed order={order} />} />
      <Column source="deliveryDetails.name" label="Customer" disableSort render={(order) => <Customer order={order} />} />
      {/* 'total' is the API's sort field (subtotal plus delivery), not a path of the record. */}
      <Column source={'total' as never} label="Total" sortByOrder="DESC" render={formatOrderTotal} />
      <Column source="status" label="Status" render={(order) => <Status order={order} />} />
      <Column label="Courier" disableSort render={(order) => <CourierCell order={order} />} />
      <Column label="Details" disableSort render={(order) => <ViewDetails order={order} />} />
    </DataTable>
  );
}
