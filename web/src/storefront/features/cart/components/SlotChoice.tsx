import type { Fulfilment } from '../../../../shared/places/visit-fulfilment';
import { SegmentedChoice } from '../../../../shared/ui/SegmentedChoice';
import { slotDay, slotTime } from '../../../../shared/orders/slot-text';
import type { OpenSlots } from '../api/get-slots';

interface SlotChoiceProps {
  slots: OpenSlots | undefined;
  /** Closed or paused now: only later is offered. */
  closedNow: boolean;
  slot: string | undefined;
  onChange: (slot: string | undefined) => void;
  /** What the chosen slot is for: delivered then, or ready for collection then. */
  fulfilment: Fulfilment;
}

const WHEN = [
  { value: 'now', label: 'As soon as possible' },
  { value: 'later', label: 'Schedule for later' },
] as const;

const SELECT = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-base';

/**
 * docs/product/decisions.md "Orders for later": "As soon as possible" or a 15-minute slot, by day
 * then time, in the restaurant's zone; a restaurant closed now offers only later.
 */
export function SlotChoice({ slots, closedNow, slot, onChange, fulfilment }: SlotChoiceProps) {
  const open = slots?.slots ?? [];
  if (open.length === 0) return null;
  const timeZone = slots!.timeZone;
  const days = [...new Set(open.map((s) => slotDay(s.startsAt, timeZone)))];
  const day = slot ? slotDay(slot, timeZone) : days[0]!;
  const times = open.filter((s) => slotDay(s.startsAt, timeZone) === day);
  const later = closedNow || slot !== undefined;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby="slot-note">
      <legend className="mb-1 font-bold">{closedNow ? 'Order for later' : 'When'}</legend>
      {!closedNow && (
        <SegmentedChoice legend="When to get your order" choices={WHEN} value={later ? 'later' : 'now'} onChange={(when) => onChange(when === 'later' ? open[0]!.startsAt : undefined)} />
      )}
      {later && (
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-sm">
            Day
            <select className={SELECT} value={day} onChange={(e) => onChange(open.find((s) => slotDay(s.startsAt, timeZone) === e.target.value)!.startsAt)}>
              {days.map((d) => (
                <option key={d}>{d}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Time
            <select className={SELECT} value={slot ?? ''} onChange={(e) => onChange(e.target.value)}>
              {!slot && <option value="">Choose a time</option>}
              {times.map((s) => (
                <option key={s.startsAt} value={s.startsAt}>
                  {slotTime(s.startsAt, timeZone)}–{slotTime(s.endsAt, timeZone)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <p id="slot-note" className="text-sm text-slate-600">
        {later && slot ? `${fulfilment === 'collection' ? 'Ready for collection' : 'Delivered'} ${slotDay(slot, timeZone)}, ${slotTime(slot, timeZone)}` : closedNow ? 'Closed now: choose a time within the opening hours.' : 'Or pick a 15-minute slot up to a few days ahead.'}
      </p>
    </fieldset>
  );
}
