import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { toCartItems, type CheckoutLine } from '../../../../shared/orders/cart-items';
import type { Fulfilment } from '../../../../shared/places/visit-fulfilment';

export type BasketQuote = Schemas['CheckoutQuote'];

function quoteBasket(api: Api, body: Schemas['CheckoutQuoteRequest']) {
  return expectData(api.POST('/api/order/checkout/quote', { body }), 'Unable to price the basket');
}

/**
 * docs/product/decisions.md "One price": the basket's figures as the server prices them, asked
 * again on every change of the lines, the postcode, the fulfilment or the slot (a collection sends no
 * postcode: docs/product/decisions.md "Collection") or the voucher code ("Vouchers"). While the next answer comes the last one
 * stays on screen (`isPlaceholderData` says it is being replaced); an empty basket asks nothing.
 */
export function useBasketQuote(restaurantId: string, lines: readonly CheckoutLine[], postcode: string, { fulfilment = 'delivery', slot, voucherCode }: { fulfilment?: Fulfilment; slot?: string; voucherCode?: string } = {}) {
  const api = useApi();
  const where = fulfilment === 'collection' || !postcode ? {} : { postcode };
  // docs/product/decisions.md "Orders for later": absent is as soon as possible.
  const body: Schemas['CheckoutQuoteRequest'] = { restaurantId, cartItems: toCartItems(lines), fulfilment, ...where, ...(slot ? { slot } : {}), ...(voucherCode ? { voucherCode } : {}) };
  return useQuery({
    queryKey: ['basket-quote', body],
    queryFn: () => quoteBasket(api, body),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
