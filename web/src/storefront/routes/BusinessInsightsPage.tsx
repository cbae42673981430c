/** Placeholder until the business insights issue fills this page in. */
export function BusinessInsightsPage() {
  return <h1 className="text-3xl font-bold tracking-tight">Business Insights</h1>;
}
