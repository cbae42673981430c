import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { KitchenAlert } from '../kitchen/KitchenAlert';
import { useDeskLiveUpdates } from '../orders';
import { RestaurantState } from '../service/RestaurantState';
import { StandingNotice } from '../service/StandingNotice';
import { UnsavedChangesGuard } from '../unsaved-changes';
import { OwnerTabs } from './OwnerTabs';
import { RefreshOrdersButton } from './RefreshOrdersButton';

/**
 * The admin's layout (in place of react-admin's app bar and menu): docs/product/screens.md's heading, 'Refresh
 * Orders' and its tabs, inside the product's own page layout.
 */
export function OwnerLayout({ children }: { children?: ReactNode }) {
  useDeskLiveUpdates();
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h1">Manage Restaurant</Typography>
        <RefreshOrdersButton />
      </Box>
      <RestaurantState />
      <StandingNotice />
      <KitchenAlert />
      <UnsavedChangesGuard>
        <OwnerTabs>{children}</OwnerTabs>
      </UnsavedChangesGuard>
    </>
  );
}
