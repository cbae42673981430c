import { List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { dateTime, money } from '../format';
import type { OperatorOrderRecord } from '../operator-data-provider';

/** The order's events still in the log, oldest first: what changed, when, and who did it. */
function Timeline() {
  const order = useRecordContext<OperatorOrderRecord>();
  const events = order?.events ?? [];
  return (
    <section aria-labelledby="timeline-heading">
      <Typography id="timeline-heading" variant="h3" component="h3" sx={{ fontSize: 18, fontWeight: 700, mt: 1 }}>
        Timeline
      </Typography>
      {events.length === 0 && <Typography>No events kept for this order.</Typography>}
      <MuiList dense aria-label="Order events">
        {events.map((e) => (
          <ListItem key={e.id} disableGutters>
            <ListItemText primary={`${dateTime(e.at)} · ${e.type} → ${e.status}`} secondary={typeof e.changes.by === 'string' ? `by ${e.changes.by}` : undefined} />
          </ListItem>
        ))}
      </MuiList>
    </section>
  );
}

export function OrderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <FunctionField<OperatorOrderRecord> render={(o) => <Typography variant="h2" component="h2" sx={{ fontSize: 24 }}>Order #{o._id.slice(-6).toUpperCase()}</Typography>} />
        <Labeled label="Restaurant"><FunctionField<OperatorOrderRecord> render={(o) => o.restaurant.restaurantName} /></Labeled>
        <TextField source="status" />
        <Labeled label="Customer"><FunctionField<OperatorOrderRecord> render={(o) => `${o.deliveryDetails.name} <${o.deliveryDetails.email}>`} /></Labeled>
        <Labeled label="Total"><FunctionField<OperatorOrderRecord> render={(o) => money(o.totalAmount + o.deliveryPrice)} /></Labeled>
        <Labeled label="Placed"><FunctionField<OperatorOrderRecord> render={(o) => dateTime(o.createdAt)} /></Labeled>
        <Timeline />
      </SimpleShowLayout>
    </Show>
  );
}
