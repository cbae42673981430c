/** Placeholder until the performance analyser issue fills this page in. */
export function PerformancePage() {
  return <h1 className="text-3xl font-bold tracking-tight">Performance</h1>;
}
