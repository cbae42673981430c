/** docs/product/constants.md: amounts are pence, shown as en-GB GBP with two decimals. */
const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1250 -> '£12.50': the server's one money formatter (the local checkout page, order e-mails). */
export function formatPence(pence: number): string {
  return GBP.format(pence / 100);
}
