import { Box } from '@mui/material';
import { TextInput, useSimpleFormIteratorItem } from 'react-admin';
import { areaFieldId, useAreaName } from './AreaButtons';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } } as const;

/** One area's fields, a group named after the area for screen readers; ids are the form paths (focus moves by them). */
export function AreaFields() {
  const { index } = useSimpleFormIteratorItem();
  const name = useAreaName(index);
  const id = (field: string) => areaFieldId(index, field);
  return (
    <Box role="group" aria-label={`Delivery area: ${name}`} sx={GRID}>
      <TextInput id={id('name')} source="name" label="Area name" placeholder="City centre" />
      <TextInput
        id={id('postcodes')}
        source="postcodes"
        label="Postcodes"
        placeholder="E1, EC1A, SW1A 1"
        helperText="Districts or sectors, separated by commas"
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
      <TextInput id={id('deliveryPrice')} source="deliveryPrice" label="Delivery fee (£)" placeholder="2.50" inputMode="decimal" />
      <TextInput id={id('minimumOrder')} source="minimumOrder" label="Minimum order (£)" placeholder="10.00" inputMode="decimal" />
      <TextInput id={id('freeDeliveryOver')} source="freeDeliveryOver" label="Free delivery over (£)" placeholder="30.00" inputMode="decimal" helperText="Optional: empty for never free" />
    </Box>
  );
}
