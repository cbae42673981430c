import { HttpError, type DataProvider } from 'react-admin';
import { api, type Schemas } from '../../api/client';
import { unwrap } from '../unwrap';
import { toFormValues } from './voucher-format';

/** The owner's voucher codes (docs/product/decisions.md "Vouchers") as react-admin's resource. */
export const VOUCHERS = 'vouchers';
export type Voucher = Schemas['Voucher'];
export type VoucherInput = Schemas['VoucherInput'];

const list = (signal?: AbortSignal) => unwrap(api.GET('/api/my/restaurant/vouchers', { signal }), 'Failed to get voucher codes');

/** The form's fields of the contract's (money is typed in pounds). */
const FORM_FIELDS: Record<string, string[]> = { value: ['value', 'amountPounds'], minimumBasket: ['minimumPounds'] };

/** A refusal naming a field shows under it: react-admin reads `body.errors` by source. */
async function fieldErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const details = (error.body as { details?: Array<{ path: string; message: string }> } | undefined)?.details ?? [];
    if (details.length === 0) throw error;
    const errors = Object.fromEntries(details.flatMap(({ path, message }) => (FORM_FIELDS[path] ?? [path]).map((field) => [field, message])));
    throw new HttpError(details.map((d) => d.message).join('; '), error.status, { errors });
  }
}

/** The list is read whole (a restaurant has a handful of codes) and shown in the server's order, newest first. */
export const voucherMethods = {
  getList: async (_resource, { signal }) => {
    const data = await list(signal);
    return { data: data as never[], total: data.length };
  },
  getOne: async (_resource, { id, signal }) => {
    const found = (await list(signal)).find((voucher) => voucher.id === id);
    if (!found) throw new HttpError('Voucher not found', 404);
    // The edit form's values beside the record: pounds as typed, the percentage on its own.
    return { data: { ...found, ...toFormValues(found) } as never };
  },
  create: async (_resource, { data }) => ({
    data: (await fieldErrors(unwrap(api.POST('/api/my/restaurant/vouchers', { body: data as VoucherInput }), 'Unable to create the voucher code'))) as never,
  }),
  update: async (_resource, { id, data }) => ({
    data: (await fieldErrors(unwrap(api.PUT('/api/my/restaurant/vouchers/{voucherId}', { params: { path: { voucherId: String(id) } }, body: data as VoucherInput }), 'Unable to save the voucher code'))) as never,
  }),
  // A 204 has no body, which unwrap would take for a failure: the answer's status is what counts.
  delete: async (_resource, { id, previousData }) => {
    await unwrap(api.DELETE('/api/my/restaurant/vouchers/{voucherId}', { params: { path: { voucherId: String(id) } } }).then((result) => ({ ...result, data: true as const })), 'Unable to end the voucher code');
    return { data: previousData as never };
  },
} satisfies Partial<DataProvider>;
