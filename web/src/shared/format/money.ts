/** docs/product/overview.md and constants.md: amounts are pence; customer and owner screens show en-GB GBP with two decimals. */
const GBP = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1250 -> '£12.50'. The one money formatter of the web app. */
export function formatPence(pence: number): string {
  return GBP.format(pence / 100);
}
