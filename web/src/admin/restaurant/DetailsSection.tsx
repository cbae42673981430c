import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { FormSection } from './FormSection';

// react-admin keeps a line under every input for its message, so the gaps stay small.
const TWO_COLUMNS = { display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** Name, street address and postcode, place, delivery price in pounds and delivery time in minutes. */
export function DetailsSection() {
  return (
    <FormSection title="Details" description="View and edit the details about your restaurant">
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextInput source="restaurantName" label="Name" autoComplete="organization" />
        <Box sx={TWO_COLUMNS}>
          <TextInput source="addressLine1" label="Street address" autoComplete="address-line1" />
          <TextInput source="postcode" label="Postcode" autoComplete="postal-code" />
        </Box>
        <Box sx={TWO_COLUMNS}>
          <TextInput source="city" label="City" autoComplete="address-level2" />
          <TextInput source="country" label="Country" autoComplete="country-name" />
        </Box>
        <Box sx={TWO_COLUMNS}>
          <TextInput source="deliveryPrice" label="Delivery Price (£)" placeholder="1.50" inputMode="decimal" />
          <TextInput source="estimatedDeliveryTime" label="Estimated Delivery Time (minutes)" placeholder="30" inputMode="numeric" />
        </Box>
      </Box>
    </FormSection>
  );
}
