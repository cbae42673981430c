// docs/product/decisions.md "Vouchers": the server's price of any basket is items + options +
// delivery - discount, in whole pence and never below zero; checked over random baskets and codes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOf, paidFor, type DiscountTerms } from './discount.js';
import type { Dish } from './line-options.js';
import { priceBasket, type DeliveryTerms } from './pricing.js';

const ids = Array.from({ length: 6 }, (_, i) => String(i).repeat(24));
const dishArb = fc.record({ price: fc.integer({ min: 0, max: 5000 }), extras: fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 3 }) });
const termsArb: fc.Arbitrary<DiscountTerms | undefined> = fc.option(
  fc.oneof(
    fc.record({ code: fc.constant('P'), kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ code: fc.constant('A'), kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 100_000 }) }),
    fc.record({ code: fc.constant('F'), kind: fc.constant('freeDelivery' as const), value: fc.constant(0) }),
  ),
  { nil: undefined },
);
const deliveryArb: fc.Arbitrary<DeliveryTerms> = fc.oneof(
  fc.record({ kind: fc.constant('anywhere' as const), deliveryPrice: fc.integer({ min: 0, max: 1000 }) }),
  fc.record({ kind: fc.constant('area' as const), area: fc.record({ name: fc.constant('Zone'), deliveryPrice: fc.integer({ min: 0, max: 1000 }), minimumOrder: fc.integer({ min: 0, max: 3000 }), freeDeliveryOver: fc.option(fc.integer({ min: 1, max: 9000 }), { nil: null }) }) }),
);

/** A menu of `menu`'s dishes, each with its extras as one optional group; the basket takes some of them with all their extras. */
function basketOf(menu: Array<{ price: number; extras: number[] }>, quantities: number[]) {
  const dishes = new Map<string, Dish>(menu.map((dish, i) => [ids[i]!, {
    name: `Dish ${i}`, price: dish.price, allergens: [],
    optionGroups: [{ id: `g${i}`, name: 'Extras', min: 0, max: dish.extras.length, options: dish.extras.map((price, j) => ({ id: `o${i}-${j}`, name: `Extra ${j}`, price, soldOut: false })) }],
  }]));
  const lines = quantities.slice(0, menu.length).map((quantity, i) => ({ menuItemId: ids[i]!, quantity: String(quantity), options: menu[i]!.extras.map((_, j) => `o${i}-${j}`) }));
  const expectedItems = lines.reduce((sum, _, i) => sum + (menu[i]!.price + menu[i]!.extras.reduce((a, b) => a + b, 0)) * quantities[i]!, 0);
  return { dishes, lines, expectedItems };
}

describe('the price of any basket', () => {
  it('is items + options + delivery - discount, in whole pence, never below zero', () => {
    fc.assert(
      fc.property(fc.array(dishArb, { minLength: 1, maxLength: 6 }), fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 6 }), deliveryArb, termsArb, (menu, quantities, delivery, terms) => {
        const { dishes, lines, expectedItems } = basketOf(menu, quantities);
        const quote = priceBasket(lines, dishes, delivery, undefined, 'delivery', terms);
        expect(quote.subtotal).toBe(expectedItems);
        expect(quote.total).toBe(quote.subtotal + quote.deliveryFee - quote.discount);
        for (const figure of [quote.subtotal, quote.deliveryFee, quote.discount, quote.total]) expect(Number.isInteger(figure) && figure >= 0).toBe(true);
        expect(quote.discount).toBe(terms ? discountOf(terms, quote.subtotal, quote.deliveryFee) : 0);
        // The items' part of a discount never exceeds the items; free delivery only the fee.
        expect(quote.discount).toBeLessThanOrEqual(terms?.kind === 'freeDelivery' ? quote.deliveryFee : quote.subtotal);
      }),
      { numRuns: 500 },
    );
  });
});

describe('discountOf', () => {
  it('rounds a percentage half-up to the penny once', () => {
    expect(discountOf({ code: 'P', kind: 'percent', value: 10 }, 1235, 250)).toBe(124);
    expect(discountOf({ code: 'P', kind: 'percent', value: 10 }, 1234, 250)).toBe(123);
    expect(discountOf({ code: 'P', kind: 'percent', value: 15 }, 1010, 250)).toBe(152);
    expect(discountOf({ code: 'P', kind: 'percent', value: 100 }, 999, 250)).toBe(999);
  });

  it('takes an amount off the items only, and free delivery takes the fee', () => {
    expect(discountOf({ code: 'A', kind: 'amount', value: 500 }, 300, 250)).toBe(300);
    expect(discountOf({ code: 'A', kind: 'amount', value: 500 }, 3000, 250)).toBe(500);
    expect(discountOf({ code: 'F', kind: 'freeDelivery', value: 0 }, 3000, 250)).toBe(250);
    expect(discountOf({ code: 'F', kind: 'freeDelivery', value: 0 }, 3000, 0)).toBe(0);
  });
});

describe('paidFor', () => {
  it("gives items back less their share of the items' discount, in proportion", () => {
    expect(paidFor({ totalAmount: 2000, discount: 200, voucherKind: 'percent' }, 1000)).toBe(900);
    expect(paidFor({ totalAmount: 3000, discount: 500, voucherKind: 'amount' }, 1000)).toBe(833); // 166.67 off
    expect(paidFor({ totalAmount: 2000, discount: 250, voucherKind: 'freeDelivery' }, 1000)).toBe(1000);
    expect(paidFor({ totalAmount: 2000 }, 1000)).toBe(1000);
    // Every item back is what the items were paid.
    expect(paidFor({ totalAmount: 1235, discount: 124, voucherKind: 'percent' }, 1235)).toBe(1111);
  });
});
