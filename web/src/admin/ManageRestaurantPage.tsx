import { Box, Button, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminContext, defaultI18nProvider, memoryStore } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { dataProvider } from './data-provider';
import { orders, refreshOwnerOrders } from './orders';
import { RestaurantEditor } from './restaurant/RestaurantEditor';
import { adminTheme } from './theme';

const TABS = [
  { value: 'orders', label: 'Orders' },
  { value: 'unpaid', label: 'Orders Placed but Not Paid' },
  { value: 'restaurant', label: 'Manage Restaurant' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const tabId = (value: TabValue) => `manage-tab-${value}`;
const panelId = (value: TabValue) => `manage-panel-${value}`;

function TabPanel({ value, children }: { value: TabValue; children: React.ReactNode }) {
  return (
    <Box role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} sx={{ pt: 3 }}>
      {children}
    </Box>
  );
}

/**
 * The owner area (docs/product/screens.md Manage Restaurant), on react-admin and MUI, loaded lazily by the
 * router so the storefront never downloads it. It renders inside the product's layout and
 * shares the app's query cache. The tab sits in the URL so a reload keeps it.
 */
export function ManageRestaurantPage() {
  const queryClient = useQueryClient();
  // On a phone the three tabs share the width, labels wrapping, so none hides off screen.
  const isPhone = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  const [store] = useState(() => memoryStore());
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'orders';
  const selectTab = (value: TabValue) => setParams(value === 'orders' ? {} : { tab: value }, { replace: true });

  return (
    <AdminContext dataProvider={dataProvider} theme={adminTheme} i18nProvider={defaultI18nProvider} queryClient={queryClient} store={store}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h1">Manage Restaurant</Typography>
        <Button variant="contained" onClick={() => refreshOwnerOrders(queryClient)}>
          Refresh Orders
        </Button>
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 3 }}>
        <Tabs value={tab} onChange={(_event, value: TabValue) => selectTab(value)} variant={isPhone ? 'fullWidth' : 'standard'} aria-label="Manage restaurant sections">
          {TABS.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} id={tabId(t.value)} aria-controls={panelId(t.value)} />
          ))}
        </Tabs>
      </Box>
      <TabPanel value={tab}>
        {tab === 'restaurant' ? (
          <RestaurantEditor />
        ) : (
          <orders.list tab={tab} title={TABS.find((t) => t.value === tab)?.label ?? ''} onOpenRestaurantTab={() => selectTab('restaurant')} />
        )}
      </TabPanel>
    </AdminContext>
  );
}
