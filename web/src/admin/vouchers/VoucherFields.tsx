import { BooleanInput, DateTimeInput, NumberInput, SelectInput, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';

const KINDS = [
  { id: 'percent', name: 'Percent off the items' },
  { id: 'amount', name: 'Amount off the items' },
  { id: 'freeDelivery', name: 'Free delivery' },
];

/** The terms of a code (docs/product/decisions.md "Vouchers"): what it takes off, for which baskets, when and how often. */
export function VoucherFields() {
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  return (
    <>
      <TextInput source="code" label="Code" validate={required()} helperText="3-20 letters, digits or hyphens; customers may type it in any case." />
      <SelectInput source="kind" label="Discount" choices={KINDS} validate={required()} translateChoice={false} />
      {kind === 'percent' && <NumberInput source="value" label="Percent off" min={1} max={100} step={1} validate={required()} />}
      {kind === 'amount' && <TextInput source="amountPounds" label="Amount off (£)" placeholder="5.00" inputMode="decimal" validate={required()} />}
      <TextInput source="minimumPounds" label="Minimum basket (£)" placeholder="0.00" inputMode="decimal" helperText="The items' subtotal a basket needs; empty for none." />
      <DateTimeInput source="startsAt" label="Starts" helperText="Empty: from now." />
      <DateTimeInput source="endsAt" label="Ends" helperText="Empty: no end." />
      <NumberInput source="totalUses" label="Uses in all" min={1} step={1} helperText="Empty: no limit." />
      <NumberInput source="usesPerCustomer" label="Uses per customer" min={1} step={1} helperText="Empty: no limit." />
      <BooleanInput source="newCustomersOnly" label="New customers only (no paid order here before)" />
    </>
  );
}
