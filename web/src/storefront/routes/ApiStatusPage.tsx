/** Placeholder until the API status issue fills this page in. */
export function ApiStatusPage() {
  return <h1 className="text-3xl font-bold tracking-tight">API Status</h1>;
}
