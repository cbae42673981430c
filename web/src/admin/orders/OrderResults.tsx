import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Pagination, useListContext } from 'react-admin';
import type { OrderRecord } from './order-data-provider';
import type { OrdersTab } from './order-status';
import { OrderGrid } from './OrderGrid';
import type { OrdersView } from './OrdersToolbar';
import { OrderTable } from './OrderTable';

const EMPTY: Record<OrdersTab, { title: string; text: string }> = {
  orders: { title: 'No orders yet', text: 'Paid orders appear here as soon as customers check out.' },
  unpaid: { title: 'No unpaid orders', text: 'Orders that customers placed but have not paid for appear here.' },
};

function FetchFailed() {
  const { refetch } = useListContext();
  return (
    <Alert severity="error" action={<Button color="inherit" onClick={() => refetch()}>Try again</Button>}>
      Failed to fetch orders
    </Alert>
  );
}

const NO_MATCH = { title: 'No matching orders', text: 'No order matches this search and status.' };

function NoOrders({ tab }: { tab: OrdersTab }) {
  const { filterValues } = useListContext();
  const filtered = Boolean(filterValues.q) || typeof filterValues.status === 'string';
  const { title, text } = filtered ? NO_MATCH : EMPTY[tab];
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1, borderStyle: 'dashed' }}>
      <Typography component="p" variant="h3">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Box>
  );
}

/** Loading, failed, empty, or the page of orders as cards or table, with paging. */
export function OrderResults({ tab, view }: { tab: OrdersTab; view: OrdersView }) {
  const { data, error, isPending } = useListContext<OrderRecord>();
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 6, justifyContent: 'center' }}>
        <CircularProgress size={20} aria-hidden /> Loading orders...
      </Box>
    );
  }
  if (!data) return <FetchFailed />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* A failed poll keeps the last orders on screen and says so. */}
      {error && <FetchFailed />}
      {data.length === 0 ? <NoOrders tab={tab} /> : view === 'grid' ? <OrderGrid orders={data} /> : <OrderTable />}
      {data.length > 0 && <Pagination rowsPerPageOptions={[12, 24, 48, 96]} />}
    </Box>
  );
}
