import { CheckboxGroupInput } from 'react-admin';
import { CUISINES } from '../../shared/catalogue/cuisines';
import { FormSection } from './FormSection';

const CHOICES = CUISINES.map((cuisine) => ({ id: cuisine, name: cuisine }));

// A grid rather than MUI's wrapping row, so the 26 boxes line up in columns.
const GRID = {
  width: '100%',
  '& .MuiFormGroup-root': {
    display: 'grid',
    gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
    columnGap: 2,
  },
  '& .MuiFormControlLabel-root': { mr: 0 },
} as const;

export function CuisinesSection() {
  return (
    <FormSection title="Cuisines" description="Select the cuisines that your restaurant serves">
      <CheckboxGroupInput source="cuisines" label="Cuisines served" choices={CHOICES} sx={GRID} />
    </FormSection>
  );
}
