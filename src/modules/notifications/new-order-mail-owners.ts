import type { AccountsService } from '../accounts/index.js';
import type { MyRestaurantService } from '../catalogue/index.js';
import type { NewOrderMailOwners } from './ports.js';

/**
 * The owners who asked for each new paid order by e-mail (docs/architecture/mail.md "The owner's
 * opt-in"): the catalogue knows who opted in, accounts their account e-mail. Two reads per round.
 */
export function newOrderMailOwners(restaurants: Pick<MyRestaurantService, 'newOrderMailOwners'>, accounts: Pick<AccountsService, 'emailsOf'>): NewOrderMailOwners {
  return async (restaurantIds) => {
    const owners = await restaurants.newOrderMailOwners(restaurantIds);
    if (owners.size === 0) return new Map();
    const emails = await accounts.emailsOf([...owners.values()]);
    return new Map([...owners].flatMap(([restaurantId, userId]) => {
      const email = emails.get(userId);
      return email ? [[restaurantId, email] as const] : [];
    }));
  };
}
