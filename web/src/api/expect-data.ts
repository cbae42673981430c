import type { ApiError } from './client';

/** A failed API call, carrying the message of docs/product/texts-and-errors.md plus what the server said. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';

  constructor(
    message: string,
    readonly status?: number,
    readonly body?: ApiError,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export type ApiResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * Unwraps an openapi-fetch call: the data when the response is ok, otherwise an
 * ApiRequestError with `failureMessage` (network failures and token failures included).
 */
export async function expectData<T>(call: Promise<ApiResult<T>>, failureMessage: string): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await call;
  } catch (cause) {
    throw new ApiRequestError(failureMessage, undefined, undefined, { cause });
  }
  if (!result.response.ok) {
    throw new ApiRequestError(failureMessage, result.response.status, result.error as ApiError | undefined);
  }
  return result.data as T;
}
