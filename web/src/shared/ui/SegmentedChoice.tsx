import { useId } from 'react';

interface SegmentedChoiceProps<T extends string> {
  /** Said to screen readers: the question the choice answers. */
  legend: string;
  choices: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/**
 * Two or three exclusive choices side by side (Delivery / Collection, As soon as possible /
 * Schedule for later): native radios in a fieldset, so the keyboard and screen readers get a
 * radio group, drawn as segments at least 40 px tall to tap.
 */
export function SegmentedChoice<T extends string>({ legend, choices, value, onChange }: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-10 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-bold text-slate-700 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
        >
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} className="sr-only" />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
