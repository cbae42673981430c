/** Placeholder until the restaurant detail issue fills this page in. */
export function DetailPage() {
  return <h1 className="text-3xl font-bold tracking-tight">Restaurant Details</h1>;
}
