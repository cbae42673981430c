import { HttpError } from 'react-admin';
import type { ApiError } from '../../api/client';
import { refusalText } from '../../shared/errors/refusal-text';

/**
 * The server's field errors ('menuItems[0].price') as form paths ('menuItems.0.price'),
 * so a refusal the form did not foresee still shows under its field. A cuisine's error
 * belongs to the checkbox group as a whole; a section's to its name field (the form holds
 * sections as { key, name }); an unknown _id (of an item, group or option) to the name beside it.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const body = error instanceof HttpError ? (error.body as ApiError | undefined) : undefined;
  if (!body?.details?.length) return undefined;
  const entries = body.details.map((detail) => [formPath(detail.path), detail.message] as const);
  return Object.fromEntries(entries.filter(([path]) => path !== ''));
}

function formPath(path: string): string {
  if (path.startsWith('cuisines')) return 'cuisines';
  const dotted = path.replace(/\[(\d+)\]/g, '.$1').replace(/\._id$/, '.name');
  return /^menuSections\.\d+$/.test(dotted) ? `${dotted}.name` : dotted;
}

/** A toast's words when the refusal shows under the fields it names. */
export const CHECK_FIELDS = 'Check the fields marked in red.';

/** Why the server refused, in plain words (never a field path), shown under the toast's title or in a dialog. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof HttpError ? refusalText(error.body as ApiError | undefined, error.status) : undefined;
}
