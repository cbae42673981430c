import { useVisitValue } from './visit-value';

/**
 * The postcode the customer is ordering to, remembered for the visit (session storage): the
 * landing's search, the restaurant page and the basket share it (docs/product/decisions.md
 * "Delivery areas"). The server normalises and judges it; here it is only kept.
 */
const KEY = 'tuckin.postcode';

/** [postcode, remember]: '' while none; remembering '' forgets it. */
export function useVisitPostcode(): [string, (postcode: string) => void] {
  return useVisitValue(KEY);
}
