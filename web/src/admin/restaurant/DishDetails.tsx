import { Box, Button, Typography } from '@mui/material';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { CheckboxGroupInput, TextInput } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { ALLERGENS, DIETARY } from '../../shared/catalogue/dish-marks';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { MENU_LIMITS } from './limits';
import type { MenuItemValue } from './menu-schema';
import { OptionGroupsEditor } from './OptionGroupsEditor';

const ALLERGEN_CHOICES = Object.entries(ALLERGENS).map(([id, { name }]) => ({ id, name }));
const DIETARY_CHOICES = Object.entries(DIETARY).map(([id, { name }]) => ({ id, name }));
const DETAIL_FIELDS = ['description', 'allergens', 'dietary', 'optionGroups'] as const;

// Columns rather than MUI's wrapping row, as the cuisines: 14 allergens scan better lined up.
const GRID = {
  width: '100%',
  '& .MuiFormGroup-root': {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
    columnGap: 2,
  },
  '& .MuiFormControlLabel-root': { mr: 0 },
} as const;

/** '2 allergens · Vegan · 1 option group': what the closed panel holds, so the list stays scannable. */
function summaryOf(item: MenuItemValue | undefined): string {
  if (!item) return '';
  const count = (n: number, one: string) => (n === 0 ? [] : [`${n} ${one}${n === 1 ? '' : 's'}`]);
  return [
    ...(item.description?.trim() ? ['Description'] : []),
    ...count(item.allergens?.length ?? 0, 'allergen'),
    ...(item.dietary ?? []).map((code) => DIETARY[code as keyof typeof DIETARY]?.name ?? code),
    ...count(item.optionGroups?.length ?? 0, 'option group'),
  ].join(' · ');
}

/**
 * A dish's description, allergens, dietary labels and option groups behind a 'More details'
 * disclosure, so the menu stays a short list of names and prices (`children`, the dish's
 * section, sits beside the button). The panel opens by itself when the form finds a fault inside it.
 */
export function DishDetails({ index, children }: { index: number; children?: ReactNode }) {
  const path = `menuItems.${index}`;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const item = useWatch({ name: path }) as MenuItemValue | undefined;
  const { errors } = useFormState({ name: path });
  const itemErrors = (errors.menuItems as unknown as Record<number, Record<string, unknown>> | undefined)?.[index];
  const detailAtFault = DETAIL_FIELDS.some((field) => itemErrors?.[field] !== undefined);
  useEffect(() => {
    if (detailAtFault) setOpen(true);
  }, [detailAtFault]);
  const description = item?.description ?? '';
  const summary = summaryOf(item);

  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 2, rowGap: 1, flexWrap: 'wrap' }}>
        {children}
        <Button
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((was) => !was)}
          endIcon={<ChevronDown size={18} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />}
        >
          More details
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {` for ${item?.name?.trim() || `menu item ${index + 1}`}`}
          </Box>
        </Button>
        {!open && summary && (
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
        )}
      </Box>
      {open && (
        <Box id={panelId} sx={{ display: 'grid', gap: 2, mt: 1, p: { xs: 1.5, sm: 2 }, bgcolor: '#f1f5f9', borderRadius: 1 }}>
          <TextInput
            id={`${path}.description`} source={`${path}.description`}
            label="Description"
            multiline
            minRows={2}
            placeholder="Tomato, mozzarella and basil on a thin crust"
            helperText={`${[...description].length}/${MENU_LIMITS.descriptionLength} characters`}
          />
          <CheckboxGroupInput
            id={`${path}.allergens`} source={`${path}.allergens`}
            label="Allergens"
            helperText="Tick each of the 14 allergens the dish contains"
            choices={ALLERGEN_CHOICES}
            translateChoice={false}
            sx={GRID}
          />
          <CheckboxGroupInput id={`${path}.dietary`} source={`${path}.dietary`} label="Dietary labels" choices={DIETARY_CHOICES} translateChoice={false} sx={GRID} />
          <OptionGroupsEditor dishPath={path} />
        </Box>
      )}
    </Box>
  );
}
