import { Alert } from '@mui/material';
import { useGetOne } from 'react-admin';
import { MINE, RESTAURANT, type RestaurantRecord } from '../restaurant/restaurant-record';
import { standingNotice } from './standing-notice';

/**
 * docs/product/screens.md "Manage Restaurant": above the tabs, why customers cannot find or order
 * from the restaurant when an operator has suspended or unlisted it, in the operator's words.
 */
export function StandingNotice() {
  // The editor's own read of the restaurant (react-admin shares the query); none for a member who may not read it.
  const { data } = useGetOne<RestaurantRecord>(RESTAURANT, { id: MINE }, { retry: false });
  const notice = data?.standing && standingNotice(data.standing);
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role="status" sx={{ mt: 1.5 }}>
      <strong>{notice.title}</strong> {notice.text}
    </Alert>
  );
}
