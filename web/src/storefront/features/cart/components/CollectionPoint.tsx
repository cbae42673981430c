import { MapPin } from 'lucide-react';

interface CollectionPointProps {
  restaurantName: string;
  address: { addressLine1: string; postcode: string; city: string };
  /** The restaurant's collection time (docs/product/decisions.md "Collection"). */
  collectionMinutes: number;
  /** A slot is chosen: the slot choice says when (docs/product/decisions.md "Orders for later"). */
  scheduled?: boolean;
}

/**
 * docs/product/decisions.md "Collection": where to collect and when it will be ready, in the
 * basket in place of the postcode ask. The time is as soon as possible's; a chosen slot's is said by the slot choice.
 */
export function CollectionPoint({ restaurantName, address, collectionMinutes, scheduled = false }: CollectionPointProps) {
  const place = [address.addressLine1, address.postcode, address.city].filter(Boolean).join(', ');
  return (
    <div data-testid="collection-point" className="flex items-start gap-2 text-sm">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <p>
        Collect from <strong>{restaurantName}</strong>
        {place && <>, {place}</>}
        {!scheduled && (
          <>
            <br />
            <span className="font-bold">Ready in about {collectionMinutes} min</span>
          </>
        )}
      </p>
    </div>
  );
}
