import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { ArrayInput, Form, HttpError, SimpleFormIterator, useGetOne, useUpdate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ApiError } from '../../api/client';
import { formatPence } from '../../shared/format/money';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { MINE, type RestaurantRecord } from '../restaurant/restaurant-record';
import { CHECK_FIELDS, serverMessageOf } from '../restaurant/server-errors';
import { AddAreaButton, RemoveAreaButton } from './AreaButtons';
import { AreaFields } from './AreaFields';
import { DELIVERY_AREAS, type DeliveryAreasRecord } from './delivery-area-data-provider';
import { AREA_LIMITS, deliveryAreasSchema, serverFieldErrors, toFormValues, type DeliveryAreasPayload } from './delivery-areas-schema';
import { UnsavedFormChanges } from '../unsaved-changes';

// react-admin's Form is typed for any values; the schema turns them into the payload.
const resolver = zodResolver(deliveryAreasSchema) as unknown as Resolver<FieldValues>;

/**
 * Where the restaurant delivers (docs/product/decisions.md "Delivery areas"): areas of postcode
 * districts and sectors, each with its own fee, minimum order and free-delivery threshold, saved
 * as a whole list. The server's refusals land on the field at fault; after a save the form shows
 * the list as the server normalised it.
 */
export function DeliveryAreasPanel({ restaurant }: { restaurant: RestaurantRecord }) {
  const { data, error, isPending, refetch } = useGetOne<DeliveryAreasRecord>(DELIVERY_AREAS, { id: MINE });
  const [update, { isPending: isSaving }] = useUpdate();

  const save = async (values: FieldValues) => {
    const payload = values as DeliveryAreasPayload;
    try {
      await update(DELIVERY_AREAS, { id: MINE, data: payload, previousData: data }, { mutationMode: 'pessimistic', returnPromise: true });
      notifySuccess('Delivery areas saved');
      return undefined;
    } catch (failure) {
      const body = failure instanceof HttpError ? (failure.body as ApiError | undefined) : undefined;
      // The server's message names fields by path: under the fields, its words; in the toast, plain ones.
      const fields = body?.details?.length ? serverFieldErrors(body.details) : undefined;
      notifyError('Unable to save delivery areas', { description: fields ? CHECK_FIELDS : serverMessageOf(failure) });
      return fields;
    }
  };

  return (
    <Paper component="section" aria-labelledby="delivery-areas-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="delivery-areas-title" variant="h2">
          Delivery areas
        </Typography>
        <Typography color="text.secondary">
          List the postcode districts (such as E1 or SW1A) or sectors (such as SW1A 1) you deliver to, each area with its own fee and minimum order. An address
          belongs to the area that lists the most precise part of its postcode.
        </Typography>
        {error && (
          <Alert severity="error" action={<Button onClick={() => refetch()}>Try again</Button>}>
            Failed to get delivery areas
          </Alert>
        )}
        {isPending && <Typography role="status">Loading...</Typography>}
        {data && (
          <>
            <Box role="status" aria-live="polite">
              <Typography sx={{ fontWeight: 600 }}>
                {data.areas.length === 0
                  ? `No areas: you deliver anywhere at your delivery price of ${formatPence(restaurant.deliveryPrice)}.`
                  : `You deliver only to the postcodes of your ${data.areas.length === 1 ? 'area' : `${data.areas.length} areas`}.`}
              </Typography>
            </Box>
            <Form record={{ id: MINE, ...toFormValues(data.areas) }} resolver={resolver} onSubmit={save} disableInvalidFormNotification noValidate aria-label="Delivery areas form">
              <UnsavedFormChanges form="delivery-areas" />
              <Stack spacing={2}>
                <ArrayInput source="areas" label={false} helperText={false}>
                  <SimpleFormIterator
                    disableReordering
                    disableClear
                    getItemLabel={(index) => `Area ${index + 1}`}
                    addButton={<AddAreaButton />}
                    removeButton={<RemoveAreaButton />}
                    // Its remove buttons show only on hover by default: here always, for keyboards and touch.
                    sx={{ '& .RaSimpleFormIterator-line': { py: 2, gap: 1 }, '& .RaSimpleFormIterator-form': { width: '100%' }, '& .RaSimpleFormIterator-action': { visibility: 'visible', mt: 1 } }}
                  >
                    <AreaFields />
                  </SimpleFormIterator>
                </ArrayInput>
                <Typography variant="body2" color="text.secondary">
                  Up to {AREA_LIMITS.areas} areas. Remove every area to deliver anywhere at your delivery price.
                </Typography>
                <Box>
                  <Button type="submit" variant="contained" disabled={isSaving} startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}>
                    {isSaving ? 'Saving...' : 'Save delivery areas'}
                  </Button>
                </Box>
              </Stack>
            </Form>
          </>
        )}
      </Stack>
    </Paper>
  );
}
