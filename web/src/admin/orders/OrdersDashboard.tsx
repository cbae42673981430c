import { Box, Button, Stack, Typography } from '@mui/material';
import { ChefHat } from 'lucide-react';
import { useId, useState } from 'react';
import { readKitchenMode, saveKitchenMode } from '../kitchen/kitchen-board';
import { KitchenBoard } from '../kitchen/KitchenBoard';
import { ListBase, useListContext, useStore } from 'react-admin';
import { tabLabel } from '../layout/owner-tabs';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { isNotFound } from '../unwrap';
import { orderListProps } from './order-lists';
import { POLLING, useOrderSummary } from './order-queries';
import type { OrdersTab } from './order-status';
import { OrderActionsProvider } from './OrderActions';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { OrderResults } from './OrderResults';
import { OrdersToolbar, type OrdersView } from './OrdersToolbar';
import { NoRestaurant } from './NoRestaurant';
import { ScheduledOrders } from './ScheduledOrders';
import { StatusOverview } from './StatusOverview';
import { SummaryCards } from './SummaryCards';

/** docs/product/screens.md "Kitchen mode": this device's choice, kept in localStorage. */
function KitchenModeToggle({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  return (
    <Button
      variant={on ? 'contained' : 'outlined'}
      aria-pressed={on}
      startIcon={<ChefHat size={18} aria-hidden />}
      onClick={() => onChange(!on)}
      sx={{ minHeight: 44, alignSelf: 'flex-start' }}
    >
      Kitchen mode
    </Button>
  );
}

function Dashboard({ tab }: { tab: OrdersTab }) {
  const summary = useOrderSummary();
  const { error } = useListContext();
  const headingId = useId();
  // Shared by both tabs for the visit, so the owner's choice of view stays.
  const [view, setView] = useStore<OrdersView>('orders.view', 'grid');
  const [kitchen, setKitchen] = useState(readKitchenMode);
  const toggleKitchen = (on: boolean) => {
    saveKitchenMode(on);
    setKitchen(on);
  };
  if (isNotFound(error) || isNotFound(summary.error)) return <NoRestaurant />;
  if (tab === 'orders' && kitchen) {
    return (
      <Stack spacing={2}>
        <KitchenModeToggle on onChange={toggleKitchen} />
        <Box component="section" aria-labelledby={headingId}>
          <Typography id={headingId} component="h2" sx={VISUALLY_HIDDEN}>
            Kitchen
          </Typography>
          <KitchenBoard />
        </Box>
        <OrderDetailsDialog />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      {tab === 'orders' && <KitchenModeToggle on={false} onChange={toggleKitchen} />}
      <SummaryCards summary={summary.data} failed={summary.isError && !summary.data} />
      {summary.data && <StatusOverview summary={summary.data} />}
      {tab === 'orders' && <ScheduledOrders />}
      <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 3 }}>
        {/* Named for screen readers; the tab above already shows it. */}
        <Typography id={headingId} component="h2" sx={VISUALLY_HIDDEN}>
          {tabLabel(tab)}
        </Typography>
        <OrdersToolbar tab={tab} view={view} onViewChange={setView} />
        <OrderResults tab={tab} view={view} />
      </Box>
      <OrderDetailsDialog />
    </Stack>
  );
}

/**
 * docs/product/screens.md's order dashboard for one tab: 'Orders' (paid or later, with status selectors)
 * or 'Orders Placed but Not Paid' (read-only). The list is react-admin's, in local state.
 */
function OrdersDashboard({ tab }: { tab: OrdersTab }) {
  return (
    // Signing in is the app's (ProtectedRoute): react-admin has no auth provider to wait for,
    // so the list asks at once, or shows what the owner area's prefetch already holds.
    <ListBase key={tab} {...orderListProps(tab)} disableSyncWithLocation disableAuthentication queryOptions={POLLING}>
      <OrderActionsProvider readOnly={tab === 'unpaid'}>
        <Dashboard tab={tab} />
      </OrderActionsProvider>
    </ListBase>
  );
}

/** The order resource's list: the 'Orders' tab. */
export const OrdersList = () => <OrdersDashboard tab="orders" />;

/** The order resource's second list, at order/unpaid: the 'Orders Placed but Not Paid' tab. */
export const UnpaidOrdersList = () => <OrdersDashboard tab="unpaid" />;
