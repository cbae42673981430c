import { useId } from 'react';
import type { Fulfilment } from '../../../../shared/places/visit-fulfilment';

const CHOICES: Array<{ value: Fulfilment; label: string }> = [
  { value: 'delivery', label: 'Delivery' },
  { value: 'collection', label: 'Collection' },
];

/**
 * docs/product/decisions.md "Collection": Delivery or Collection, for a restaurant that offers
 * both; native radios in a fieldset, so the keyboard and screen readers get a radio group.
 */
export function FulfilmentChoice({ value, onChange }: { value: Fulfilment; onChange: (fulfilment: Fulfilment) => void }) {
  const name = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">How to get your order</legend>
      {CHOICES.map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-10 cursor-pointer items-center justify-center rounded-md text-sm font-bold text-slate-700 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
        >
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} className="sr-only" />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
