import { TicketPercent } from 'lucide-react';
import { VoucherCreate, VoucherEdit } from './VoucherEditors';
import { VoucherList } from './VoucherList';

/** The vouchers resource (docs/product/decisions.md "Vouchers"): list, create, edit; ending is the list's. */
export const vouchers = { list: VoucherList, create: VoucherCreate, edit: VoucherEdit, icon: TicketPercent };

export { VOUCHERS } from './voucher-data-provider';
