import { Link } from '@mui/material';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** '07911 123456' for a UK (+44) number, '+1 212 555 0100' for another; the stored E.164 text if it does not parse. */
export function formatPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return e164;
  return phone.countryCallingCode === '44' ? phone.formatNational() : phone.formatInternational();
}

/** The customer's phone, a link that dials it (docs/product/decisions.md "Addresses": the restaurant may call about the order). */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    // A tap target of its own on a phone: at least 24 px high (WCAG 2.2 target size), as the tap-targets test checks.
    <Link href={`tel:${phone}`} aria-label={`Call ${formatPhone(phone)}`} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 32, overflowWrap: 'anywhere' }}>
      {formatPhone(phone)}
    </Link>
  );
}
