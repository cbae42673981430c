/** Placeholder until the manage restaurant issue fills this page in. */
export function ManageRestaurantPage() {
  return <h1 className="text-3xl font-bold tracking-tight">Manage Restaurant</h1>;
}
