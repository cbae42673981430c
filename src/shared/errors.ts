/** Failures the HTTP layer turns into the one JSON error shape of docs/product/decisions.md "Errors". */
export interface ErrorDetail {
  /** The field at fault, e.g. "name" or "menuItems[0].price". */
  path: string;
  message: string;
}

/** The message of an error with these details: each "path: message", joined; a detail without a path is its message. */
export function detailsText(details: readonly ErrorDetail[]): string {
  return details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ');
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    /** Fields of the error body beyond the common ones, that the contract lists for this code. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(400, 'VALIDATION_ERROR', message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(413, 'PAYLOAD_TOO_LARGE', message, details);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message, details);
  }
}

/** The payment provider failed or answered with an error; nothing was charged. */
export class PaymentGatewayError extends AppError {
  constructor(message = 'The payment gateway is not available') {
    super(502, 'PAYMENT_GATEWAY_ERROR', message);
  }
}

/** The identity provider did not answer a question about the signed-in user (its userinfo). */
export class IdentityProviderError extends AppError {
  constructor(message = 'The identity provider is not available') {
    super(502, 'IDENTITY_PROVIDER_ERROR', message);
  }
}
