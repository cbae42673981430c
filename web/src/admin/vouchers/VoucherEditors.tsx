import { Create, Edit, SimpleForm } from 'react-admin';
import { toVoucherInput, type VoucherFormValues } from './voucher-format';
import { VoucherFields } from './VoucherFields';

const transform = (values: VoucherFormValues) => toVoucherInput(values);

export function VoucherCreate() {
  return (
    <Create title="New voucher code" transform={transform} redirect="list">
      <SimpleForm defaultValues={{ kind: 'percent', newCustomersOnly: false }}>
        <VoucherFields />
      </SimpleForm>
    </Create>
  );
}

export function VoucherEdit() {
  return (
    <Edit title="Edit voucher code" transform={transform} redirect="list" mutationMode="pessimistic">
      <SimpleForm>
        <VoucherFields />
      </SimpleForm>
    </Edit>
  );
}
