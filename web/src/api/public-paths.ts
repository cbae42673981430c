/** Calls that need no sign-in (docs/product/overview.md "Roles and permissions"); every other path sends a bearer token. */
const PUBLIC_PATHS = [
  /^\/health(\/checks)?$/,
  /^\/api\/restaurant\//,
  /^\/api\/order\/checkout\/(webhook|quote)$/,
  /^\/api\/business-insights\/(test|debug-orders|debug-restaurants|db-test)$/,
];

/** `schemaPath` is the contract's path template, e.g. '/api/restaurant/{restaurantId}'. */
export function isPublicPath(schemaPath: string): boolean {
  return PUBLIC_PATHS.some((re) => re.test(schemaPath));
}
