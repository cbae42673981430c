import type { Schemas } from '../../api/client';

/** A basket line as checkout and the quote call need it: the dish, how many, the options chosen. */
export interface CheckoutLine {
  _id: string;
  name: string;
  quantity: number;
  options?: readonly { _id: string }[];
}

/**
 * docs/product/calls.md "Client behaviour": menu item ids and quantities as text, and a line's
 * chosen option ids (sent only when it has some); the server prices every line itself.
 */
export function toCartItems(lines: readonly CheckoutLine[]): Schemas['CheckoutCart'] {
  return lines.map((line) => ({
    menuItemId: line._id,
    name: line.name,
    quantity: String(line.quantity),
    ...(line.options?.length ? { options: line.options.map((option) => option._id) } : {}),
  }));
}
