import { HttpError } from 'react-admin';
import { expectData, type ApiRequestError, type ApiResult } from '../api/expect-data';

/**
 * The app's one unwrapping of API answers (expectData), with its failures re-thrown as
 * react-admin's HttpError, which carries the status and the error body to the screen.
 */
export async function unwrap<T>(call: Promise<ApiResult<T>>, message: string): Promise<T> {
  let data: T | undefined;
  try {
    data = await expectData(call, message);
  } catch (error) {
    const { status, body } = error as ApiRequestError;
    throw new HttpError(message, status ?? 0, body);
  }
  if (data === undefined) throw new HttpError(message, 0);
  return data;
}

/** The owner has no restaurant yet: an answer, not a failure (the query client never retries a 404). */
export const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;
// The owner already has a restaurant: another tab created it after this form loaded.
export const isConflict = (error: unknown) => error instanceof HttpError && error.status === 409;
