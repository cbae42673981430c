import { Alert, AlertTitle, Button } from '@mui/material';
import { useRedirect } from 'react-admin';
import { MINE, RESTAURANT } from '../restaurant/restaurant-record';

/** A new owner has nothing to manage yet: the way to the restaurant form, not an error. */
export function NoRestaurant() {
  const redirect = useRedirect();
  return (
    <Alert
      severity="info"
      // A notice, not an alarm: screen readers read it politely.
      role="status"
      action={
        <Button color="inherit" onClick={() => redirect('edit', RESTAURANT, MINE)} sx={{ whiteSpace: 'nowrap' }}>
          Set up restaurant
        </Button>
      }
      sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
    >
      <AlertTitle>You don't have a restaurant yet</AlertTitle>
      Create it in the 'Manage Restaurant' tab. Its orders will show here once customers order.
    </Alert>
  );
}
