import { useMediaQuery } from '@mui/material';
import { CreateButton, DataTable, DeleteButton, EditButton, List, SimpleList, TopToolbar } from 'react-admin';
import { formatPence } from '../../shared/format/money';
import type { Voucher } from './voucher-data-provider';
import { discountText, STATE_LABELS, usesText } from './voucher-format';

const Column = DataTable.Col<Voucher>;
const dateText = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
/** 'From now, no end', 'From 1 Jan 2031, 09:00 until 1 Feb 2031, 00:00'. */
const validText = ({ startsAt, endsAt }: Voucher) => `From ${startsAt ? dateText(startsAt) : 'now'}${endsAt ? ` until ${dateText(endsAt)}` : ', no end'}`;

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="New voucher code" />
    </TopToolbar>
  );
}

/** On a phone, a card per code: what it takes off, where it stands and what it brought; tapped, it opens for editing (and ending). */
function VoucherCards() {
  return (
    <SimpleList<Voucher>
      primaryText={(v) => `${v.code}: ${discountText(v)}`}
      secondaryText={(v) => `${STATE_LABELS[v.state]} · ${usesText(v)} uses · ${formatPence(v.sales)} sales · ${formatPence(v.discounts)} given`}
      tertiaryText={(v) => (v.minimumBasket ? `Over ${formatPence(v.minimumBasket)}` : '')}
      linkType="edit"
    />
  );
}

/** The owner's codes with what each brought: uses, open checkouts' holds, sales and discounts given. */
export function VoucherList() {
  const isPhone = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  return (
    <List title="Vouchers" actions={<Actions />} pagination={false} disableSyncWithLocation empty={false}>
      {isPhone ? <VoucherCards /> : <VoucherTable />}
    </List>
  );
}

function VoucherTable() {
  return (
    <DataTable bulkActionButtons={false} rowClick={false}>
      <Column source="code" label="Code" disableSort />
      <Column label="Discount" render={discountText} disableSort />
      <Column label="Minimum basket" render={(v) => (v.minimumBasket ? formatPence(v.minimumBasket) : 'None')} disableSort />
      <Column label="Valid" render={validText} disableSort />
      <Column label="Uses" render={usesText} disableSort />
      <Column label="Sales" render={(v) => formatPence(v.sales)} disableSort />
      <Column label="Discounts given" render={(v) => formatPence(v.discounts)} disableSort />
      <Column label="State" render={(v) => STATE_LABELS[v.state]} disableSort />
      <Column
        label="Actions"
        render={(v) =>
          v.state === 'ended' ? null : (
            <>
              <EditButton />
              <DeleteButton
                label="End"
                successMessage="Voucher code ended"
                mutationMode="pessimistic"
                confirmTitle={`End ${v.code}?`}
                confirmContent="No basket can use it from now; its figures stay listed if it was used."
              />
            </>
          )
        }
      />
    </DataTable>
  );
}
