import { Router } from 'express';
import type { components } from '../../../generated/api.js';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { VoucherTerms } from '../domain/voucher.js';
import type { ListedVoucher, VouchersService } from '../vouchers-service.js';

type VoucherInput = components['schemas']['VoucherInput'];
type VoucherResponse = components['schemas']['Voucher'];

const maybeDate = (text: string | null | undefined): Date | null => (text ? new Date(text) : null);

/** The body as terms: absent limits and dates are none (docs/product/decisions.md "Vouchers"). */
function termsOf(body: VoucherInput): VoucherTerms {
  return {
    code: body.code,
    kind: body.kind,
    value: body.value,
    minimumBasket: body.minimumBasket ?? 0,
    startsAt: maybeDate(body.startsAt),
    endsAt: maybeDate(body.endsAt),
    totalUses: body.totalUses ?? null,
    usesPerCustomer: body.usesPerCustomer ?? null,
    newCustomersOnly: body.newCustomersOnly ?? false,
  };
}

function voucherResponse({ restaurantId: _restaurant, endedAt: _ended, ...voucher }: ListedVoucher): VoucherResponse {
  return {
    ...voucher,
    startsAt: voucher.startsAt?.toISOString() ?? null,
    endsAt: voucher.endsAt?.toISOString() ?? null,
    createdAt: voucher.createdAt.toISOString(),
  };
}

/** The owner's voucher codes (docs/product/decisions.md "Vouchers"). */
export function voucherRoutes(vouchers: VouchersService): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/my/restaurant/vouchers', async (req) => ({ status: 200, body: (await vouchers.list(callerOf(req))).map(voucherResponse) }));

  typedRoute(router, 'post', '/api/my/restaurant/vouchers', async (req) => ({ status: 201, body: voucherResponse(await vouchers.create(callerOf(req), termsOf(req.body))) }));

  typedRoute(router, 'put', '/api/my/restaurant/vouchers/{voucherId}', async (req) => ({
    status: 200,
    body: voucherResponse(await vouchers.update(callerOf(req), req.params.voucherId, termsOf(req.body))),
  }));

  typedRoute(router, 'delete', '/api/my/restaurant/vouchers/{voucherId}', async (req) => {
    await vouchers.end(callerOf(req), req.params.voucherId);
    return { status: 204 };
  });

  return router;
}
