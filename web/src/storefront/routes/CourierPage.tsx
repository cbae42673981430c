import { Spinner } from '../../shared/ui/Spinner';
import { useCourierDeliveries, type CourierDelivery } from '../features/courier/api/courier-deliveries';
import { DeliveryCard } from '../features/courier/components/DeliveryCard';

/** /courier: a courier's deliveries on their phone (docs/product/team-and-roles.md "Couriers"). */
export function CourierPage() {
  const deliveries = useCourierDeliveries();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">My deliveries</h1>
      {deliveries.isPending ? (
        <Spinner label="Loading deliveries..." visibleLabel />
      ) : !deliveries.data ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-700">
          {deliveries.error?.message === 'Restaurant not found' ? 'This page is for couriers of a restaurant.' : (deliveries.error?.message ?? 'Failed to get deliveries')}
        </p>
      ) : (
        <>
          <DeliveryList title="Assigned to me" empty="Nothing assigned to you right now." deliveries={deliveries.data.assigned} />
          <DeliveryList title="Open deliveries" empty="No open deliveries." deliveries={deliveries.data.open} />
        </>
      )}
    </div>
  );
}

function DeliveryList({ title, empty, deliveries }: { title: string; empty: string; deliveries: CourierDelivery[] }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{title}</h2>
      {deliveries.length === 0 ? <p className="text-slate-700">{empty}</p> : deliveries.map((delivery) => <DeliveryCard key={delivery._id} delivery={delivery} />)}
    </section>
  );
}
