import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CircularProgress, Divider, Paper, Stack } from '@mui/material';
import { Form } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { Schemas } from '../../api/client';
import { CuisinesSection } from './CuisinesSection';
import { DetailsSection } from './DetailsSection';
import { ImageSection } from './ImageSection';
import { MenuSection } from './MenuSection';
import { UnsavedFormChanges } from '../unsaved-changes';
import { NewOrderMailSection } from './NewOrderMailSection';
import { menuSchema, restaurantSchema, toFormValues, type RestaurantPayload } from './restaurant-schema';

interface RestaurantFormProps {
  /** The saved restaurant; absent in create mode. */
  restaurant?: Schemas['Restaurant'];
  /** Resolves to field errors the server found, if any. */
  onSave: (payload: RestaurantPayload) => Promise<Record<string, string> | undefined>;
  isSaving: boolean;
  /** 'menu': the menu alone, as a manager edits it (docs/product/team-and-roles.md); the rest stays hidden and unsent. */
  part?: 'all' | 'menu';
}

// react-admin's Form is typed for any values; the schema turns them into the payload.
const resolvers = {
  all: zodResolver(restaurantSchema) as unknown as Resolver<FieldValues>,
  menu: zodResolver(menuSchema) as unknown as Resolver<FieldValues>,
};

/**
 * react-admin's Form (react-hook-form underneath) with the messages of docs/product/texts-and-errors.md "Validation messages" from the zod
 * schema. The record is the saved restaurant as the form shows it (pounds), so the form
 * resets to what was saved after each successful save.
 */
export function RestaurantForm({ restaurant, onSave, isSaving, part = 'all' }: RestaurantFormProps) {
  const record = { id: 'mine', ...toFormValues(restaurant) };
  const whole = part === 'all';
  return (
    <Form
      record={record}
      resolver={resolvers[part]}
      onSubmit={(values: FieldValues) => onSave(values as RestaurantPayload)}
      disableInvalidFormNotification
      noValidate
      aria-label={whole ? 'Restaurant form' : 'Menu form'}
    >
      <UnsavedFormChanges form="restaurant" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 5 }, bgcolor: '#f8fafc' }}>
        <Stack spacing={4} divider={<Divider flexItem />}>
          {whole && <DetailsSection />}
          {whole && <CuisinesSection />}
          <MenuSection />
          {whole && <ImageSection savedCardUrl={restaurant?.cardImageUrl} />}
          {whole && <NewOrderMailSection />}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSaving}
              startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {isSaving ? 'Loading...' : 'Submit'}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Form>
  );
}
