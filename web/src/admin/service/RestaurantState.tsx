import { Box, Button, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { MINE, RESTAURANT, type RestaurantRecord } from '../restaurant/restaurant-record';
import { useMyRole } from '../team/team-queries';
import { restaurantStateText } from './restaurant-state';
import { useServiceChange, useServiceStatus } from './service-queries';

// The Taking orders panel's tones (4.5:1 for white text).
const TONE = { open: '#166534', closed: '#334155', paused: '#92400e' } as const;

/**
 * docs/product/screens.md "Manage Restaurant": above every owner tab, whether customers can order now and why not,
 * with 'Resume orders' beside a pause (the Taking orders panel's call), for everyone at the desk: a kitchen
 * tablet resumes after a missed order (team-and-roles.md).
 */
export function RestaurantState() {
  const role = useMyRole().data?.role;
  const mayRead = role !== 'courier';
  const { data: status } = useServiceStatus(mayRead);
  const resume = useServiceChange((provider) => provider.resume(), 'Unable to resume orders');
  // A suspension outranks the hours: customers cannot order whatever they say (the notice below says why).
  const { data: restaurant } = useGetOne<RestaurantRecord>(RESTAURANT, { id: MINE }, { retry: false, enabled: mayRead });
  if (!status || !mayRead) return null;
  const suspended = !!restaurant?.standing?.suspended;
  const state = suspended ? 'closed' : status.openState.state;
  return (
    <Box role="group" aria-label="Taking orders now" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box component="span" aria-hidden sx={{ width: 10, height: 10, mt: '5px', borderRadius: '50%', bgcolor: TONE[state], flexShrink: 0 }} />
        <Typography variant="body2" sx={{ fontWeight: 700, color: TONE[state] }}>
          {suspended ? 'Suspended · customers cannot order' : restaurantStateText(status)}
        </Typography>
      </Box>
      {state === 'paused' && (
        <Button variant="contained" size="small" disabled={resume.isPending} onClick={() => resume.mutate(undefined)} sx={{ minHeight: 44 }}>
          Resume orders
        </Button>
      )}
    </Box>
  );
}
