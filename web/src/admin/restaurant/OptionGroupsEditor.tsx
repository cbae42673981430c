import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { useFieldArray, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { MENU_LIMITS } from './limits';
import { newOption, newOptionGroup } from './menu-schema';
import { useFocusAfterRender } from './use-focus-after-render';

const COUNTS = { display: 'grid', columnGap: 2, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 8rem 8rem' } } as const;
const OPTION_ROW = {
  display: 'grid',
  columnGap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr 7rem', sm: '1fr 8rem auto' },
} as const;
// On a phone, sold out and remove share the line under the name and price.
const OPTION_ACTIONS = { gridColumn: { xs: '1 / -1', sm: 'auto' }, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: { sm: 1 } } as const;
const FIELDSET = { border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0, bgcolor: '#fff' } as const;

/** The message a list of the form carries itself (react-hook-form keeps it on `root` or on the list). */
function listMessage(errors: FieldErrors, path: string): string | undefined {
  const entry = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
    | { message?: unknown; root?: { message?: unknown } }
    | undefined;
  const message = entry?.root?.message ?? entry?.message;
  return typeof message === 'string' ? message : undefined;
}

interface GroupProps {
  path: string;
  number: number;
  onRemove: () => void;
}

/** One group: its name, how many options a line picks (min..max), and its options with prices. */
function OptionGroupEditor({ path, number, onRemove }: GroupProps) {
  const { fields, append, remove } = useFieldArray({ name: `${path}.options` });
  const name = (useWatch({ name: `${path}.name` }) as string | undefined)?.trim();
  const { errors } = useFormState({ name: `${path}.options` });
  const focus = useFocusAfterRender();
  const optionsError = listMessage(errors, `${path}.options`);
  const addId = `${path}.options.add`;
  const last = fields.length - 1;

  return (
    <Box component="fieldset" sx={FIELDSET}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {name ? `Option group ${number}: ${name}` : `Option group ${number}`}
      </Typography>
      <Box sx={COUNTS}>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <TextInput id={`${path}.name`} source={`${path}.name`} label="Group name" placeholder="Size" />
        </Box>
        <TextInput id={`${path}.min`} source={`${path}.min`} label="Min choices" inputMode="numeric" helperText="0: optional" />
        <TextInput id={`${path}.max`} source={`${path}.max`} label="Max choices" inputMode="numeric" helperText="At least 1" />
      </Box>
      <Box role="group" aria-label={`Options of ${name || `option group ${number}`}`} sx={{ display: 'grid', gap: 1, mt: 1 }}>
        {fields.map((field, index) => (
          <Box key={field.id} sx={OPTION_ROW}>
            <TextInput id={`${path}.options.${index}.name`} source={`${path}.options.${index}.name`} label="Option name" placeholder="Large" />
            <TextInput id={`${path}.options.${index}.price`} source={`${path}.options.${index}.price`} label="Extra price (£)" placeholder="0.00" inputMode="decimal" />
            <Box sx={OPTION_ACTIONS}>
              <BooleanInput id={`${path}.options.${index}.soldOut`} source={`${path}.options.${index}.soldOut`} label="Sold out" helperText={false} />
              <Button
                size="small"
                color="error"
                onClick={() => {
                  remove(index);
                  focus(last === 0 ? addId : `${path}.options.${Math.min(index, last - 1)}.name`);
                }}
                sx={{ whiteSpace: 'nowrap' }}
              >
                Remove option
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
      {optionsError && <FormHelperText error>{optionsError}</FormHelperText>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button
          id={addId}
          variant="outlined"
          size="small"
          disabled={fields.length >= MENU_LIMITS.options}
          onClick={() => {
            append(newOption(), { shouldFocus: false });
            focus(`${path}.options.${fields.length}.name`);
          }}
        >
          Add option
        </Button>
        <Button variant="outlined" size="small" color="error" onClick={onRemove}>
          Remove group
        </Button>
      </Box>
    </Box>
  );
}

/** A dish's option groups (docs/product/decisions.md "Menus"): a size is Min 1, Max 1; extras Min 0. */
export function OptionGroupsEditor({ dishPath }: { dishPath: string }) {
  const base = `${dishPath}.optionGroups`;
  const { fields, append, remove } = useFieldArray({ name: base });
  const { errors } = useFormState({ name: base });
  const focus = useFocusAfterRender();
  const addId = `${base}.add`;
  const groupsError = listMessage(errors, base);

  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Option groups
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Choices made when ordering: a size is Min 1 and Max 1; optional extras are Min 0.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {fields.map((field, index) => (
          <OptionGroupEditor
            key={field.id}
            path={`${base}.${index}`}
            number={index + 1}
            onRemove={() => {
              remove(index);
              focus(addId);
            }}
          />
        ))}
      </Box>
      {groupsError && <FormHelperText error>{groupsError}</FormHelperText>}
      <Button
        id={addId}
        variant="outlined"
        sx={{ mt: fields.length > 0 ? 2 : 0 }}
        disabled={fields.length >= MENU_LIMITS.groups}
        onClick={() => {
          append(newOptionGroup(), { shouldFocus: false });
          focus(`${base}.${fields.length}.name`);
        }}
      >
        Add option group
      </Button>
    </Box>
  );
}
