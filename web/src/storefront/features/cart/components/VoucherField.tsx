import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { TextField } from '../../../../shared/ui/TextField';
import type { BasketQuote } from '../api/quote-basket';

interface VoucherFieldProps {
  /** The code applied to the basket; '' while none is. */
  code: string;
  /** The server's word on it (docs/product/decisions.md "Vouchers"); undefined until the quote answers. */
  voucher: BasketQuote['voucher'] | undefined;
  onChange: (code: string) => void;
}

/**
 * docs/product/screens.md "Restaurant detail": the basket's voucher code. The server prices it
 * with the basket (the quote call) and says why not beside the field; applied, the code shows with
 * a way to remove it, and the discount is a line of the summary.
 */
export function VoucherField({ code, voucher, onChange }: VoucherFieldProps) {
  const [typed, setTyped] = useState(code);
  const input = useRef<HTMLInputElement>(null);
  const applied = code !== '' && voucher?.code.toUpperCase() === code.toUpperCase() && voucher.refusal === null;
  if (applied) {
    return (
      <p className="flex items-center justify-between gap-3 text-sm">
        <span>
          Voucher <strong>{voucher.code}</strong> applied
        </span>
        <Button variant="outline" className="h-8" onClick={() => (setTyped(''), onChange(''))} aria-label={`Remove the voucher code ${voucher.code}`}>
          Remove
        </Button>
      </p>
    );
  }
  const refusal = code !== '' && voucher && voucher.code.toUpperCase() === code.toUpperCase() ? (voucher.refusal ?? undefined) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(typed.trim());
    input.current?.focus();
  };
  return (
    <form onSubmit={submit} aria-label="Voucher code" className="flex items-start gap-2">
      <TextField
        ref={input}
        label="Add a voucher code"
        name="voucherCode"
        autoCapitalize="characters"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={refusal}
        maxLength={40}
        className="min-w-0 flex-1"
      />
      {/* Level with the input, under its label. */}
      <Button type="submit" variant="outline" className="mt-[1.625rem]" disabled={typed.trim() === ''}>
        Apply
      </Button>
    </form>
  );
}
