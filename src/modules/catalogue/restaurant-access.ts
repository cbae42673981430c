import { currentOperationId } from '../../shared/current-operation.js';
import { NotFoundError } from '../../shared/errors.js';
import { admits, type Membership, type RestaurantRole } from '../accounts/index.js';

/** The restaurant a user created, if any (never deleted or handed on, so it may be remembered). */
export type OwnedRestaurantOf = (auth0Id: string) => Promise<string | undefined>;
/** The team a user is on, read fresh (a removal applies at once). */
export type MembershipOf = (auth0Id: string) => Promise<Membership | undefined>;

/**
 * The one port every module asks for the caller's restaurant (docs/architecture/team-access.md):
 * the owner's, or the team's they are on, and whether their role admits the call being served
 * (the policy table, by the contract's operationId). A role the call does not admit gets
 * undefined, so each service answers it exactly as it answers a stranger.
 */
export class RestaurantAccess {
  constructor(
    private readonly ownedRestaurantOf: OwnedRestaurantOf,
    private readonly membershipOf: MembershipOf,
  ) {}

  /** Where the caller works and as what, whatever the call. */
  async roleOf(caller: string): Promise<{ restaurantId: string; role: RestaurantRole } | undefined> {
    const owned = await this.ownedRestaurantOf(caller);
    if (owned) return { restaurantId: owned, role: 'owner' };
    return this.membershipOf(caller);
  }

  /** The restaurant the caller may act for in this call, or undefined (a stranger). */
  restaurantIdFor(caller: string): Promise<string | undefined> {
    return this.restaurantIdAs(caller, currentOperationId());
  }

  /** The same for a named call, where no request is being served (a live stream's later checks). */
  async restaurantIdAs(caller: string, operationId: string | undefined): Promise<string | undefined> {
    const access = await this.roleOf(caller);
    return access && admits(operationId, access.role) ? access.restaurantId : undefined;
  }

  /** The same, for calls that answer a stranger 404 'Restaurant not found'. */
  async requireRestaurantId(caller: string): Promise<string> {
    const id = await this.restaurantIdFor(caller);
    if (!id) throw new NotFoundError('Restaurant not found');
    return id;
  }
}
