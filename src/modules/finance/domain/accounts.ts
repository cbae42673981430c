/**
 * The chart of accounts (docs/architecture/ledger.md "Accounts"). Every amount is signed pence,
 * positive for what an account is owed or has earned; the provider's account holds the cash
 * side, so each posting sums to zero.
 */
export const PROVIDER = 'provider';
export const COMMISSION = 'platform:commission';
export const PLATFORM_DELIVERY = 'platform:delivery';
export const PLATFORM_REFUNDS = 'platform:refunds';
/** Money taken that is owed back whole (a payment that arrived after the order was cancelled). */
export const CUSTOMERS = 'customers';

export const restaurantAccount = (restaurantId: string): string => `restaurant:${restaurantId}`;
