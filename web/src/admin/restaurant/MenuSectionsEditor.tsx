import { Box, Button, FormHelperText, IconButton, List, ListItem } from '@mui/material';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { TextInput } from 'react-admin';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { FormSection } from './FormSection';
import { MENU_LIMITS } from './limits';
import { newSectionKey, type MenuItemValue, type SectionValue } from './menu-schema';
import { useFocusAfterRender } from './use-focus-after-render';

const ADD_SECTION = 'menuSections.add';

const ROW = {
  display: 'grid',
  gap: 1,
  alignItems: 'start',
  gridTemplateColumns: '1fr auto auto auto',
  px: 0,
} as const;

/**
 * The menu's sections in the order customers see them (docs/product/decisions.md "Menus"):
 * added, renamed, moved with buttons (no drag: keyboards and phones move them the same way)
 * and removed; a removed section's dishes are left without one.
 */
export function MenuSectionsEditor() {
  const { fields, append, remove, move } = useFieldArray({ name: 'menuSections', keyName: 'fieldId' });
  const sections = (useWatch({ name: 'menuSections' }) ?? []) as SectionValue[];
  const { errors } = useFormState({ name: 'menuSections' });
  const { getValues, setValue } = useFormContext();
  const focus = useFocusAfterRender();
  const listError = errors.menuSections?.root?.message ?? errors.menuSections?.message;
  const last = fields.length - 1;

  const add = () => {
    append({ key: newSectionKey(), name: '' }, { shouldFocus: false });
    focus(`menuSections.${fields.length}.name`);
  };
  // Focus stays on the button pressed; at the top (or bottom) that one is off, so its partner takes it.
  const moveTo = (from: number, to: number) => {
    move(from, to);
    const direction = to < from ? (to === 0 ? 'down' : 'up') : to === last ? 'up' : 'down';
    focus(`menuSections.${to}.${direction}`);
  };
  const removeAt = (index: number) => {
    const key = getValues(`menuSections.${index}.key`) as string;
    ((getValues('menuItems') ?? []) as MenuItemValue[]).forEach((item, i) => {
      if (item.category === key) setValue(`menuItems.${i}.category`, '', { shouldDirty: true });
    });
    remove(index);
    focus(last === 0 ? ADD_SECTION : `menuSections.${Math.min(index, last - 1)}.name`);
  };

  return (
    <FormSection
      title="Sections"
      description="Group your menu into sections, in the order customers see them. Removing a section leaves its dishes under No section."
    >
      {fields.length > 0 && (
        <List component="ol" disablePadding aria-label="Menu sections" sx={{ display: 'grid', gap: 1, maxWidth: '48rem' }}>
          {fields.map((field, index) => {
            const label = sections[index]?.name?.trim() || `section ${index + 1}`;
            return (
              <ListItem key={field.fieldId} sx={ROW}>
                <TextInput id={`menuSections.${index}.name`} source={`menuSections.${index}.name`} label="Section name" placeholder="Starters" />
                <IconButton id={`menuSections.${index}.up`} aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => moveTo(index, index - 1)} sx={{ mt: 1 }}>
                  <ArrowUp size={20} aria-hidden />
                </IconButton>
                <IconButton id={`menuSections.${index}.down`} aria-label={`Move ${label} down`} disabled={index === last} onClick={() => moveTo(index, index + 1)} sx={{ mt: 1 }}>
                  <ArrowDown size={20} aria-hidden />
                </IconButton>
                <Button
                  variant="outlined"
                  color="error"
                  aria-label={`Remove ${label}`}
                  onClick={() => removeAt(index)}
                  sx={{ mt: 1, minWidth: 0, px: { xs: 1, sm: 2 } }}
                >
                  Remove
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
      {typeof listError === 'string' && <FormHelperText error>{listError}</FormHelperText>}
      <Box sx={{ mt: 2 }}>
        <Button id={ADD_SECTION} variant="outlined" onClick={add} disabled={fields.length >= MENU_LIMITS.sections}>
          Add section
        </Button>
      </Box>
    </FormSection>
  );
}
