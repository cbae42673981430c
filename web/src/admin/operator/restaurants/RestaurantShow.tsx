import { Alert, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { dateTime, money, openLabel, standingLabel } from '../format';
import type { OperatorRestaurant } from '../operator-data-provider';
import { StandingActions } from './StandingActions';

/** Why the restaurant is suspended or unlisted, as the owner is told it. */
function StandingReasons() {
  const r = useRecordContext<OperatorRestaurant>();
  if (!r) return null;
  const marks = [r.standing.suspended && { what: 'Suspended', ...r.standing.suspended }, r.standing.unlisted && { what: 'Unlisted', ...r.standing.unlisted }].filter(Boolean);
  return (
    <>
      {marks.map((m) => m && (
        <Alert key={m.what} severity={m.what === 'Suspended' ? 'error' : 'warning'} sx={{ my: 0.5 }}>
          {m.what} {dateTime(m.at)}: {m.reason}
        </Alert>
      ))}
    </>
  );
}

export function RestaurantShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <FunctionField<OperatorRestaurant> render={(r) => <Typography variant="h2" component="h2" sx={{ fontSize: 24 }}>{r.restaurantName}</Typography>} />
        <StandingReasons />
        <StandingActions />
        <TextField source="city" />
        <TextField source="country" />
        <Labeled label="Standing"><FunctionField<OperatorRestaurant> render={(r) => standingLabel(r.standing)} /></Labeled>
        <Labeled label="Now"><FunctionField<OperatorRestaurant> render={(r) => openLabel(r.openState)} /></Labeled>
        <Labeled label="Rating"><FunctionField<OperatorRestaurant> render={(r) => (r.rating ? `${r.rating.average} from ${r.rating.count} ratings` : 'Fewer than 3 ratings')} /></Labeled>
        <Labeled label="This week"><FunctionField<OperatorRestaurant> render={(r) => `${r.ordersThisWeek} orders, ${money(r.salesThisWeek)}`} /></Labeled>
        <Labeled label="Joined"><FunctionField<OperatorRestaurant> render={(r) => dateTime(r.createdAt)} /></Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
