import { Create, Edit, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { VOUCHERS } from './voucher-data-provider';
import { toVoucherInput, type VoucherFormValues } from './voucher-format';
import { VoucherFields } from './VoucherFields';

const transform = (values: VoucherFormValues) => toVoucherInput(values);

/** Back to the list, saying what happened in the owner's words (react-admin's own would say 'Element created'). */
function useBackToList(message: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      notify(message, { type: 'info' });
      redirect('list', VOUCHERS);
    },
  };
}

export function VoucherCreate() {
  return (
    <Create title="New voucher code" transform={transform} mutationOptions={useBackToList('Voucher code created')}>
      <SimpleForm defaultValues={{ kind: 'percent', newCustomersOnly: false }}>
        <VoucherFields />
      </SimpleForm>
    </Create>
  );
}

export function VoucherEdit() {
  return (
    <Edit title="Edit voucher code" transform={transform} mutationMode="pessimistic" mutationOptions={useBackToList('Voucher code saved')}>
      <SimpleForm>
        <VoucherFields />
      </SimpleForm>
    </Edit>
  );
}
