import { Alert, Box, Button, FormHelperText, List, ListItem } from '@mui/material';
import { TextInput } from 'react-admin';
import { useFieldArray, useFormState } from 'react-hook-form';
import { FormSection } from './FormSection';

const ROW = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr 7rem', sm: '1fr 10rem auto' },
  px: 0,
} as const;

/** The menu: items in the owner's order; an existing item carries its _id so it keeps it. */
export function MenuSection() {
  const { fields, append, remove } = useFieldArray({ name: 'menuItems' });
  const { errors } = useFormState({ name: 'menuItems' });
  const listError = errors.menuItems?.root?.message ?? errors.menuItems?.message;

  return (
    <FormSection title="Menu" description="Create your menu and give each item a name and a price">
      {/* docs/product/decisions.md "Search": saving is allowed, but search lists only restaurants with a menu. */}
      {fields.length === 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Your menu is empty. Your restaurant is hidden from search until it has at least one menu item.
        </Alert>
      )}
      <List disablePadding aria-label="Menu items" sx={{ display: 'grid', gap: 2 }}>
        {fields.map((field, index) => (
          <ListItem key={field.id} sx={ROW}>
            <TextInput source={`menuItems.${index}.name`} label="Name" placeholder="Cheese Pizza" />
            <TextInput source={`menuItems.${index}.price`} label="Price (£)" placeholder="8.00" inputMode="decimal" />
            <Button
              variant="outlined"
              color="error"
              onClick={() => remove(index)}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start', mt: { sm: 0.25 } }}
            >
              Remove
            </Button>
          </ListItem>
        ))}
      </List>
      {typeof listError === 'string' && <FormHelperText error>{listError}</FormHelperText>}
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => append({ name: '', price: '' })}>
          Add Menu Item
        </Button>
      </Box>
    </FormSection>
  );
}
