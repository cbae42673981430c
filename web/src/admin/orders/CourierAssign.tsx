import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OwnerDataProvider } from '../data-provider';
import { notifyError } from '../../shared/ui/notify';
import { serverMessageOf } from '../restaurant/server-errors';
import type { OrderRecord } from './order-data-provider';
import { formatCreatedAt } from './order-format';
import { ProofPhoto } from '../../shared/orders/ProofPhoto';
import { useOrderChange } from './order-queries';
import { useOrderActions } from './OrderActions';

/** The select's value for "open to any courier of the restaurant". */
const OPEN = 'open';

/** A delivery order before pick-up can be given to a courier (docs/product/team-and-roles.md "Couriers"). */
const assignable = (order: OrderRecord) => order.fulfilment === 'delivery' && (order.status === 'paid' || order.status === 'inProgress');

function useCouriers(enabled: boolean) {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  return useQuery({ queryKey: ['owner', 'couriers'], queryFn: ({ signal }) => dataProvider.getCouriers({ signal }), staleTime: 60_000, enabled });
}

/** The desk's courier choice for one order: one of the restaurant's couriers, or open for any of them to take. */
export function CourierAssign({ order }: { order: OrderRecord }) {
  const { orderChanged } = useOrderActions();
  const couriers = useCouriers(assignable(order));
  const assign = useOrderChange((dataProvider, orderId, courierId: string | null) => dataProvider.assignCourier(orderId, courierId), orderChanged);
  if (!assignable(order)) return null;
  const current = order.delivery?.courierId ?? OPEN;
  return (
    <TextField
      select
      label="Courier"
      value={couriers.data?.some((c) => c._id === current) || current === OPEN ? current : OPEN}
      helperText={order.delivery?.failedAt ? `Couldn't deliver: ${order.delivery.failureReason ?? ''}` : undefined}
      onChange={(event) => {
        const courierId = event.target.value === OPEN ? null : event.target.value;
        assign.mutate({ orderId: order.id, input: courierId }, { onError: (error) => notifyError('Unable to assign the courier', { description: serverMessageOf(error) }) });
      }}
      slotProps={{ input: { readOnly: assign.isPending } }}
    >
      <MenuItem value={OPEN}>Open to any courier</MenuItem>
      {(couriers.data ?? []).map((courier) => (
        <MenuItem key={courier._id} value={courier._id}>
          {courier.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The desk table's courier column: the choice while it can still change, then who has it. */
export function CourierCell({ order }: { order: OrderRecord }) {
  const { readOnly } = useOrderActions();
  return !readOnly && assignable(order) ? <CourierAssign order={order} /> : <CourierLine order={order} />;
}

/** The card's line: who has it and how far it got. */
export function CourierLine({ order }: { order: OrderRecord }) {
  const d = order.delivery;
  if (!d?.courierName || order.fulfilment !== 'delivery') return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      Courier: {d.courierName}
      {d.deliveredAt ? ` · ${d.proof === 'code' ? 'Code confirmed' : 'Photo taken'}` : d.pickedUpAt ? ' · on the way' : ''}
    </Typography>
  );
}

/** 'View Details': each step's time and the proof. */
export function DeliverySteps({ order }: { order: OrderRecord }) {
  const d = order.delivery;
  if (!d || order.fulfilment !== 'delivery') return null;
  const steps: Array<[string, string | null]> = [
    [d.courierName ? `Assigned to ${d.courierName}` : 'Open to any courier', d.assignedAt],
    ['Picked up', d.pickedUpAt],
    [d.proof === 'code' ? 'Delivered · Code confirmed' : d.proof === 'photo' ? 'Delivered · Photo taken' : 'Delivered', d.deliveredAt],
    [`Couldn't deliver: ${d.failureReason ?? ''}`, d.failedAt],
  ];
  return (
    <Box component="section" aria-labelledby="order-details-delivery" sx={{ display: 'grid', gap: 0.75 }}>
      <Typography id="order-details-delivery" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Delivery
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {steps
          .filter(([, at]) => at)
          .map(([label, at]) => (
            <Typography component="li" variant="body2" key={label}>
              {label}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' · '}
                {formatCreatedAt(at!)}
              </Box>
            </Typography>
          ))}
      </Box>
      {d.proof === 'photo' && <ProofPhoto orderId={order.id} path="/api/my/restaurant/order/{orderId}/proof-photo" />}
    </Box>
  );
}
