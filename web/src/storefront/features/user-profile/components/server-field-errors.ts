import { ApiRequestError } from '../../../../api/expect-data';
import { PROFILE_FIELDS } from './user-profile-schema';

type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * The server's messages on the form's own fields, from a refused profile save (`postcode`) or
 * checkout (`deliveryDetails.postcode`): 'Enter a valid UK postcode' belongs under the postcode,
 * not only in a toast (docs/product/texts-and-errors.md "Validation messages").
 */
export function serverFieldErrors(error: unknown): Array<[ProfileField, string]> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return [];
  return (error.body?.details ?? []).flatMap(({ path, message }): Array<[ProfileField, string]> => {
    const field = path.replace(/^deliveryDetails\./, '');
    return (PROFILE_FIELDS as readonly string[]).includes(field) ? [[field as ProfileField, message]] : [];
  });
}
