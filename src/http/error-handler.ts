import type { ErrorRequestHandler, RequestHandler } from 'express';
import { asServiceUnavailable } from '../shared/db/service-unavailable.js';
import { AppError, type ErrorDetail } from '../shared/errors.js';

interface ErrorBody {
  message: string;
  code: string;
  requestId: string;
  details?: ErrorDetail[];
}

/** express-openapi-validator's HttpError: a status and a list of { path, message }. */
interface ValidatorError {
  status: number;
  message: string;
  errors?: Array<{ path?: string; message: string }>;
}

const CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** `/body/name` or `.body.name` -> `name`; `/query/page` -> `page`. */
function fieldOf(path: string | undefined): string {
  if (!path) return '';
  return path.replace(/^[./]?(body|query|params|headers|path)[./]?/, '').replace(/\//g, '.');
}

function isValidatorError(err: unknown): err is ValidatorError {
  return typeof err === 'object' && err !== null && typeof (err as ValidatorError).status === 'number';
}

function toBody(err: unknown, requestId: string): { status: number; body: ErrorBody } {
  if (err instanceof AppError) {
    return { status: err.status, body: { message: err.message, code: err.code, requestId, details: err.details } };
  }
  if (err instanceof SyntaxError && 'body' in err) {
    return { status: 400, body: { message: 'Request body is not valid JSON', code: 'INVALID_JSON', requestId } };
  }
  if (isValidatorError(err) && err.status >= 400 && err.status < 500) {
    const details = err.errors?.map((e) => ({ path: fieldOf(e.path), message: e.message }));
    const message = details?.length ? details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ') : err.message;
    return { status: err.status, body: { message, code: CODES[err.status] ?? 'BAD_REQUEST', requestId, details } };
  }
  return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL_ERROR', requestId } };
}

/** The one JSON error handler: every failure leaves in the shape of DECISIONS.md, with the request id. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  // A busy or read-only database or a full disk: a clear 503, not a 500.
  const unavailable = asServiceUnavailable(err);
  const { status, body } = toBody(unavailable ?? err, String(req.id));
  if (!body.details) delete body.details;
  if (status >= 500) req.log.error({ err }, 'request failed');
  else req.log.info({ status, code: body.code, reason: body.message }, 'request rejected');
  if (res.headersSent) return;
  if (unavailable?.retryAfterSeconds) res.set('Retry-After', String(unavailable.retryAfterSeconds));
  res.status(status).json(body);
};

export const apiNotFound: RequestHandler = (req, res) => {
  // Mounted at /api, so req.path has lost the prefix; the message names the path as sent.
  res.status(404).json({ message: `No route for ${req.method} ${req.baseUrl}${req.path}`, code: 'NOT_FOUND', requestId: String(req.id) });
};
