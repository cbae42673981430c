import { Camera, MapPin, Phone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { TextField } from '../../../../shared/ui/TextField';
import { useDeliveryStep, type CourierDelivery, type DeliveryStep } from '../api/courier-deliveries';

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) : 'when accepted');

/** One delivery on the courier's phone: where, who, when, and the next step (docs/product/team-and-roles.md "Couriers"). */
export function DeliveryCard({ delivery }: { delivery: CourierDelivery }) {
  const step = useDeliveryStep(delivery._id);
  const headingId = useId();
  const act = (next: DeliveryStep) => step.mutate(next);
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          {delivery.customerName}
        </h3>
        <span className="text-sm text-slate-700">{delivery.itemCount === 1 ? '1 item' : `${delivery.itemCount} items`}</span>
      </div>
      <p className="flex items-start gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {delivery.addressLine1}, {delivery.city} {delivery.postcode}
        </span>
      </p>
      {delivery.phone && (
        <a href={`tel:${delivery.phone}`} className="inline-flex min-h-11 items-center gap-2 self-start rounded-md font-bold text-brand-700 underline underline-offset-4">
          <Phone aria-hidden="true" className="size-4" />
          Call {delivery.phone}
        </a>
      )}
      {delivery.note && <p className="rounded-md bg-amber-50 p-2 text-sm text-slate-900">Note: {delivery.note}</p>}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-700">Collect by</dt>
          <dd className="font-bold">{time(delivery.collectBy)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Due</dt>
          <dd className="font-bold">{time(delivery.dueBy)}</dd>
        </div>
      </dl>
      <NextStep delivery={delivery} busy={step.isPending} onStep={act} />
      {step.error && (
        <p role="alert" className="text-sm text-red-700">
          {step.error.message}
        </p>
      )}
    </article>
  );
}

interface NextStepProps {
  delivery: CourierDelivery;
  busy: boolean;
  onStep: (step: DeliveryStep) => void;
}

function NextStep({ delivery, busy, onStep }: NextStepProps) {
  if (!delivery.mine)
    return (
      <Button className="h-11" isLoading={busy} onClick={() => onStep({ kind: 'claim' })}>
        Take this delivery
      </Button>
    );
  if (delivery.status !== 'outForDelivery')
    return (
      <Button className="h-11" isLoading={busy} disabled={delivery.status !== 'inProgress'} onClick={() => onStep({ kind: 'pickedUp' })}>
        Picked up
      </Button>
    );
  return <ProofForms busy={busy} onStep={onStep} />;
}

/** Out for delivery: the customer's code or a photo at the door proves it; or say why it could not be delivered. */
function ProofForms({ busy, onStep }: Omit<NextStepProps, 'delivery'>) {
  const [code, setCode] = useState('');
  const [failing, setFailing] = useState(false);
  const [reason, setReason] = useState('');
  const deliver = (event: FormEvent) => {
    event.preventDefault();
    onStep({ kind: 'delivered', code });
  };
  const fail = (event: FormEvent) => {
    event.preventDefault();
    onStep({ kind: 'failed', reason });
  };
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={deliver} className="flex items-end gap-2">
        <TextField
          label="Customer's 4-digit code"
          className="flex-1"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{4}"
          maxLength={4}
          required
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" className="h-11" isLoading={busy}>
          Delivered
        </Button>
      </form>
      <label className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-bold text-slate-900 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-500">
        <Camera aria-hidden="true" className="size-4" />
        Delivered: take a photo
        {/* The phone's camera opens at once; the photo is sent as soon as it is taken. */}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const photo = event.target.files?.[0];
            if (photo) onStep({ kind: 'photo', photo });
            event.target.value = '';
          }}
        />
      </label>
      {failing ? (
        <form onSubmit={fail} className="flex flex-col gap-2">
          <TextField label="Why couldn't you deliver it?" required maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button type="submit" variant="outline" className="h-11" isLoading={busy}>
            Send to the restaurant
          </Button>
        </form>
      ) : (
        <Button variant="outline" className="h-11" onClick={() => setFailing(true)}>
          Couldn't deliver
        </Button>
      )}
    </div>
  );
}
