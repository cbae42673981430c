import { Alert, Box, Button, Divider, FormHelperText, List, ListItem } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { DishDetails } from './DishDetails';
import { FormSection } from './FormSection';
import { MenuSectionsEditor } from './MenuSectionsEditor';
import { newMenuItem, type SectionValue } from './menu-schema';
import { useFocusAfterRender } from './use-focus-after-render';

const ADD_ITEM = 'menuItems.add';

const ROW = {
  display: 'grid',
  columnGap: 2,
  rowGap: 1,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr 7rem', sm: '1fr 10rem auto' },
  px: 0,
  pb: 2,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** The dish's section, by key (menu-schema.ts): renaming a section keeps its dishes. */
function SectionSelect({ index }: { index: number }) {
  const sections = (useWatch({ name: 'menuSections' }) ?? []) as SectionValue[];
  if (sections.length === 0) return null;
  const choices = sections.map((section, i) => ({ id: section.key, name: section.name?.trim() || `Section ${i + 1}` }));
  return (
    <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 20rem' } }}>
      <SelectInput helperText={false} id={`menuItems.${index}.category`} source={`menuItems.${index}.category`} label="Section" choices={choices} translateChoice={false} emptyText="No section" emptyValue="" />
    </Box>
  );
}

/**
 * The menu: its sections, then the items in the owner's order; an existing item carries its
 * _id so it keeps it, and its details (docs/product/decisions.md "Menus") open under it.
 */
export function MenuSection() {
  const { fields, append, remove } = useFieldArray({ name: 'menuItems' });
  const { errors } = useFormState({ name: 'menuItems' });
  const focus = useFocusAfterRender();
  const listError = errors.menuItems?.root?.message ?? errors.menuItems?.message;
  const last = fields.length - 1;

  return (
    <>
      <MenuSectionsEditor />
      <Divider flexItem />
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
              <TextInput id={`menuItems.${index}.name`} source={`menuItems.${index}.name`} label="Name" placeholder="Cheese Pizza" />
              <TextInput id={`menuItems.${index}.price`} source={`menuItems.${index}.price`} label="Price (£)" placeholder="8.00" inputMode="decimal" />
              <Button
                variant="outlined"
                color="error"
                onClick={() => {
                  remove(index);
                  focus(last === 0 ? ADD_ITEM : `menuItems.${Math.min(index, last - 1)}.name`);
                }}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start', mt: { sm: 0.25 } }}
              >
                Remove
              </Button>
              <DishDetails index={index}>
                <SectionSelect index={index} />
              </DishDetails>
            </ListItem>
          ))}
        </List>
        {typeof listError === 'string' && <FormHelperText error>{listError}</FormHelperText>}
        <Box sx={{ mt: 2 }}>
          <Button
            id={ADD_ITEM}
            variant="contained"
            onClick={() => {
              append(newMenuItem(), { shouldFocus: false });
              focus(`menuItems.${fields.length}.name`);
            }}
          >
            Add Menu Item
          </Button>
        </Box>
      </FormSection>
    </>
  );
}
