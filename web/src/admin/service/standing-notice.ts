import type { Schemas } from '../../api/client';

type Standing = Schemas['RestaurantStanding'];

/** What the owner is told of the restaurant's standing (docs/product/texts-and-errors.md "Operator"); nothing in good standing. */
export function standingNotice(standing: Standing): { severity: 'error' | 'warning'; title: string; text: string } | undefined {
  if (standing.suspended) {
    return {
      severity: 'error',
      title: 'Suspended by TuckIn.',
      text: `Reason: ${standing.suspended.reason}. Customers cannot find your restaurant or order from it until it is reinstated.`,
    };
  }
  if (standing.unlisted) {
    return {
      severity: 'warning',
      title: 'Hidden from search by TuckIn.',
      text: `Reason: ${standing.unlisted.reason}. Customers with a link to your restaurant can still order.`,
    };
  }
  return undefined;
}
