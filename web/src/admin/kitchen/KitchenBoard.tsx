import { Box, Stack, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import { useId, useState } from 'react';
import { useGetList } from 'react-admin';
import { ORDER, type OrderRecord } from '../orders/order-data-provider';
import { POLLING } from '../orders/order-queries';
import { useNow } from '../orders/use-now';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { BOARD_STATUSES, boardColumns, KITCHEN_COLUMNS, type KitchenColumn } from './kitchen-board';
import { KitchenCard } from './KitchenCard';
import { isDue } from './waiting-orders';

/** Every order in the kitchen now: waiting, accepted, out or waiting to be collected (a kitchen holds far fewer). */
const BOARD_PARAMS = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'createdAt', order: 'ASC' },
  filter: { status: [...BOARD_STATUSES] },
} as const;

const tabId = (column: KitchenColumn) => `kitchen-tab-${column}`;
const panelId = (column: KitchenColumn) => `kitchen-panel-${column}`;

function Column({ orders, empty }: { orders: OrderRecord[]; empty: string }) {
  if (orders.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {empty}
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      {orders.map((order) => (
        <KitchenCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}

const EMPTY: Record<KitchenColumn, string> = { new: 'No new orders.', preparing: 'Nothing cooking.', ready: 'Nothing waiting to go.' };

/**
 * docs/product/screens.md "Kitchen mode": the orders in the kitchen in three columns, New, Preparing and Ready, each
 * card with its next step. On a phone the columns are tabs with their counts (one column fits a hand), New first.
 * Orders for later wait under Scheduled on the usual desk until they are due.
 */
export function KitchenBoard() {
  const { data } = useGetList<OrderRecord>(ORDER, BOARD_PARAMS, POLLING);
  const now = useNow(15_000);
  const columns = boardColumns((data ?? []).filter((order) => order.status !== 'paid' || isDue(order, now)));
  const isPhone = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  const [shown, setShown] = useState<KitchenColumn>('new');
  const headingIds = useId();

  if (isPhone) {
    return (
      <Box>
        <Tabs value={shown} onChange={(_event, value: KitchenColumn) => setShown(value)} variant="fullWidth" aria-label="Kitchen columns" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {KITCHEN_COLUMNS.map((column) => (
            <Tab key={column.value} value={column.value} id={tabId(column.value)} aria-controls={panelId(column.value)} label={`${column.label} (${columns[column.value].length})`} sx={{ minHeight: 48, minWidth: 0, px: 0.5, whiteSpace: 'nowrap' }} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(shown)} aria-labelledby={tabId(shown)} sx={{ pt: 1.5 }}>
          <Typography component="h3" sx={VISUALLY_HIDDEN}>
            {KITCHEN_COLUMNS.find((column) => column.value === shown)?.label}
          </Typography>
          <Column orders={columns[shown]} empty={EMPTY[shown]} />
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, alignItems: 'start' }}>
      {KITCHEN_COLUMNS.map((column) => (
        <Box component="section" key={column.value} aria-labelledby={`${headingIds}-${column.value}`} sx={{ display: 'grid', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: '#f1f5f9' }}>
          <Typography id={`${headingIds}-${column.value}`} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {column.label} · {columns[column.value].length}
          </Typography>
          <Column orders={columns[column.value]} empty={EMPTY[column.value]} />
        </Box>
      ))}
    </Box>
  );
}
