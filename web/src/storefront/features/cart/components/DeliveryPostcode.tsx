import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { TextField } from '../../../../shared/ui/TextField';
import { showPostcode } from '../../../../shared/places/postcode-text';

interface DeliveryPostcodeProps {
  /** The postcode as the server normalised it, or '' while none is known. */
  postcode: string;
  /** The server's word on a postcode that is not one ("Enter a valid UK postcode"). */
  error?: string;
  /** A postcode the customer entered whose quote has not answered yet (the previous quote is still shown). */
  checking?: string;
  onChange: (postcode: string) => void;
}

/**
 * docs/product/decisions.md "Delivery areas": a restaurant that delivers by area prices delivery
 * from the customer's postcode, so the basket asks for it, and shows it with a way to change it.
 */
export function DeliveryPostcode({ postcode, error, checking, onChange }: DeliveryPostcodeProps) {
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState(postcode);
  const headingId = useId();
  if (checking && !editing && !error) {
    // Not "Delivering to" the previous postcode while the new one is priced.
    return (
      <p role="status" className="flex min-h-8 items-center text-sm">
        Checking {showPostcode(checking)}…
      </p>
    );
  }
  if (postcode && !editing && !error) {
    return (
      <p className="flex items-center justify-between gap-3 text-sm">
        <span>
          Delivering to <strong>{postcode}</strong>
        </span>
        <Button variant="outline" className="h-8" onClick={() => (setTyped(postcode), setEditing(true))} aria-label={`Change the postcode ${postcode}`}>
          Change
        </Button>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEditing(false);
    onChange(typed);
  };
  return (
    <form onSubmit={submit} aria-labelledby={headingId} className="flex items-start gap-2">
      <span id={headingId} className="sr-only">
        Where to deliver
      </span>
      <TextField
        label="Your postcode"
        name="postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
        maxLength={16}
        className="min-w-0 flex-1"
      />
      {/* Level with the input, under its label. */}
      <Button type="submit" variant="outline" className="mt-[1.625rem]">
        Check
      </Button>
    </form>
  );
}
