import type { Fulfilment } from '../../../../shared/places/visit-fulfilment';
import { SegmentedChoice } from '../../../../shared/ui/SegmentedChoice';

const CHOICES: Array<{ value: Fulfilment; label: string }> = [
  { value: 'delivery', label: 'Delivery' },
  { value: 'collection', label: 'Collection' },
];

/** docs/product/decisions.md "Collection": Delivery or Collection, for a restaurant that offers both. */
export function FulfilmentChoice({ value, onChange }: { value: Fulfilment; onChange: (fulfilment: Fulfilment) => void }) {
  return <SegmentedChoice legend="How to get your order" choices={CHOICES} value={value} onChange={onChange} />;
}
