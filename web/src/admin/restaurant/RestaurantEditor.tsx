import { Alert, Button, Stack, Typography } from '@mui/material';
import { useCreate, useGetOne, useUpdate } from 'react-admin';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { MINE, RESTAURANT, type RestaurantRecord } from './restaurant-record';
import { isConflict, isNotFound } from '../unwrap';
import { CollectionPanel } from '../collection/CollectionPanel';
import { DeliveryAreasPanel } from '../delivery-areas/DeliveryAreasPanel';
import { ServicePanel } from '../service/ServicePanel';
import { useMyRole } from '../team/team-queries';
import { WebhooksPanel } from '../webhooks/WebhooksPanel';
import { RestaurantForm } from './RestaurantForm';
import type { RestaurantPayload } from './restaurant-schema';
import { CHECK_FIELDS, fieldErrorsOf, serverMessageOf } from './server-errors';

const CREATED_ELSEWHERE = 'Your restaurant was already created, perhaps in another tab: the form now shows it for editing.';

const MODES = {
  create: { success: 'Restaurant created successfully!', failure: 'Unable to create restaurant' },
  update: { success: 'Restaurant updated successfully!', failure: 'Unable to update restaurant' },
  menu: { success: 'Menu updated successfully!', failure: 'Unable to update menu' },
} as const;

/** Loads the owner's restaurant: the form edits it, or creates one when there is none. */
export function RestaurantEditor() {
  const { data, error, isPending, refetch } = useGetOne<RestaurantRecord>(RESTAURANT, { id: MINE });
  // The payload (pence, an optional File) is not a record: the data provider sends it as multipart.
  const [create, { isPending: isCreating }] = useCreate();
  const [update, { isPending: isUpdating }] = useUpdate();
  // A manager edits the service and the menu; the rest is the owner's (docs/product/team-and-roles.md).
  // Before the role is known: the owner's view, the usual case.
  const managing = useMyRole().data?.role === 'manager';

  if (isPending) return <Typography role="status">Loading...</Typography>;
  if (error && !isNotFound(error)) {
    return (
      <Alert severity="error" action={<Button onClick={() => refetch()}>Try again</Button>}>
        Failed to get restaurant
      </Alert>
    );
  }

  const mode = !data ? MODES.create : managing ? MODES.menu : MODES.update;
  const save = async (payload: RestaurantPayload) => {
    try {
      const options = { mutationMode: 'pessimistic' as const, returnPromise: true as const };
      if (data) await update(RESTAURANT, { id: MINE, data: payload, previousData: data, meta: managing ? { part: 'menu' } : undefined }, options);
      else await create(RESTAURANT, { data: payload }, options);
      notifySuccess(mode.success);
      return undefined;
    } catch (failure) {
      if (!data && isConflict(failure)) {
        notifyError(mode.failure, { description: CREATED_ELSEWHERE });
        await refetch(); // the saved restaurant arrives and the form switches to edit mode
        return undefined;
      }
      // The observed product ignored HTTP failures on update (docs/product/texts-and-errors.md "Error catalogue"); here every failure says so.
      // Under the fields, the server's words on each; in the toast, where to look.
      const fields = fieldErrorsOf(failure);
      notifyError(mode.failure, { description: fields ? CHECK_FIELDS : serverMessageOf(failure) });
      return fields;
    }
  };

  const form = <RestaurantForm restaurant={data} onSave={save} isSaving={isCreating || isUpdating} part={managing ? 'menu' : 'all'} />;
  if (!data) return form;
  return (
    <Stack spacing={3}>
      <ServicePanel restaurant={data} />
      {form}
      {!managing && <DeliveryAreasPanel restaurant={data} />}
      {!managing && <CollectionPanel />}
      {!managing && <WebhooksPanel />}
    </Stack>
  );
}
