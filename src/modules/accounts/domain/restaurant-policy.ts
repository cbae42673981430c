/**
 * Who may make which call for a restaurant (docs/product/team-and-roles.md): every owner call
 * and the owner's live stream, by the contract's operationId. A role not listed gets what a
 * stranger gets. test/api/authorisation-matrix.test.ts reads this table, so an owner call
 * without a rule fails it.
 */
export const RESTAURANT_ROLES = ['owner', 'manager', 'kitchen', 'courier'] as const;
export type RestaurantRole = (typeof RESTAURANT_ROLES)[number];
export type TeamRole = Exclude<RestaurantRole, 'owner'>;

const OWNER = ['owner'] as const;
const MANAGERS = ['owner', 'manager'] as const;
const DESK = ['owner', 'manager', 'kitchen'] as const;
const COURIER = ['courier'] as const;

export const RESTAURANT_POLICY: Readonly<Record<string, readonly RestaurantRole[]>> = {
  // Anyone on the team learns what they act as, so the web app shows them their part.
  getMyRestaurantRole: RESTAURANT_ROLES,
  // The order desk: every role that runs the service.
  getMyRestaurantOrders: DESK,
  getMyRestaurantOrderSummary: DESK,
  streamMyRestaurantOrderEvents: DESK,
  updateOrderStatus: DESK,
  acceptOrder: DESK,
  declineOrder: DESK,
  delayOrder: DESK,
  // Couriers: the desk gives an order to one of its couriers; only a courier acts on deliveries.
  assignOrderCourier: DESK,
  listMyRestaurantCouriers: DESK,
  getOrderProofPhoto: DESK,
  listCourierDeliveries: COURIER,
  claimDelivery: COURIER,
  markDeliveryPickedUp: COURIER,
  markDeliveryDelivered: COURIER,
  markDeliveryFailed: COURIER,
  // The kitchen marks dishes sold out and reads the menu it marks; it edits nothing else.
  getMyRestaurant: DESK,
  setMenuItemSoldOut: DESK,
  // Money back and answers in public are a manager's.
  refundOrder: MANAGERS,
  // Order help: a customer's report is answered (and its photo seen) by those who give money back.
  approveOrderProblem: MANAGERS,
  declineOrderProblem: MANAGERS,
  getOrderProblemPhoto: MANAGERS,
  replyToReview: MANAGERS,
  // Voucher codes are a discount the restaurant funds: a manager's, as refunds are.
  listMyRestaurantVouchers: MANAGERS,
  createMyRestaurantVoucher: MANAGERS,
  updateMyRestaurantVoucher: MANAGERS,
  deleteMyRestaurantVoucher: MANAGERS,
  // Availability: hours, closures and the orders-for-later capacity are a manager's; the desk
  // reads whether it is taking orders and pauses or resumes (after a missed order, say).
  getMyRestaurantAvailability: DESK,
  updateMyRestaurantAvailability: MANAGERS,
  pauseMyRestaurant: DESK,
  resumeMyRestaurant: DESK,
  getMyRestaurantScheduling: MANAGERS,
  replaceMyRestaurantScheduling: MANAGERS,
  // The menu (sections, dishes, prices, options) is a manager's too.
  replaceMyRestaurantMenu: MANAGERS,
  // The restaurant's details, delivery price, delivery areas, fulfilment, figures, integrations and team: the owner's.
  updateMyRestaurant: OWNER,
  getMyRestaurantDeliveryAreas: OWNER,
  replaceMyRestaurantDeliveryAreas: OWNER,
  getMyRestaurantFulfilment: OWNER,
  saveMyRestaurantFulfilment: OWNER,
  getBusinessInsights: OWNER,
  listMyRestaurantWebhooks: OWNER,
  createMyRestaurantWebhook: OWNER,
  deleteMyRestaurantWebhook: OWNER,
  getMyRestaurantTeam: OWNER,
  inviteToMyRestaurantTeam: OWNER,
  revokeMyRestaurantInvitation: OWNER,
  changeMyRestaurantMemberRole: OWNER,
  removeMyRestaurantMember: OWNER,
  // Money: the statements and payouts are the owner's (docs/architecture/ledger.md).
  getMyRestaurantPayouts: OWNER,
  getMyRestaurantPayoutWeek: OWNER,
  downloadMyRestaurantPayoutStatement: OWNER,
};

/**
 * Whether `role` may make the call `operationId`; outside a call of the contract (a job), only the
 * owner. The owner may make every call but those the table keeps for other roles (a courier's).
 */
export function admits(operationId: string | undefined, role: RestaurantRole): boolean {
  const roles = operationId === undefined ? undefined : RESTAURANT_POLICY[operationId];
  if (role === 'owner') return roles?.includes('owner') ?? true;
  return roles?.includes(role) ?? false;
}
