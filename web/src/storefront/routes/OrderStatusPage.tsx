/** Placeholder until the my orders issue fills this page in. */
export function OrderStatusPage() {
  return <h1 className="text-3xl font-bold tracking-tight">Order Status</h1>;
}
