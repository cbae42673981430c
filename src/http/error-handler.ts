import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { error as validatorErrors } from 'express-openapi-validator';
import { asServiceUnavailable } from '../shared/db/service-unavailable.js';
import { AppError, detailsText, type ErrorDetail } from '../shared/errors.js';
import { matchedOperation } from './request-context.js';
import { requestLogger } from './request-log.js';
import { validatorDetails, type ValidatorErrorItem } from './validator-errors.js';

interface ErrorBody {
  message: string;
  code: string;
  requestId: string;
  details?: ErrorDetail[];
}

/** express-openapi-validator's HttpError: a status, a list of { path, message }, sometimes headers (Allow). */
interface ValidatorError {
  status: number;
  message: string;
  errors?: ValidatorErrorItem[];
  headers?: Record<string, string>;
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

function isValidatorError(err: unknown): err is ValidatorError {
  return typeof err === 'object' && err !== null && typeof (err as ValidatorError).status === 'number';
}

/**
 * The contract's uploader reports whatever multer's parser throws (a truncated, empty or garbled
 * form, a NUL in a part header) as a 500; on a multipart request that is the client's body at fault.
 */
function isMalformedMultipart(err: unknown, req: Request): boolean {
  return err instanceof validatorErrors.InternalServerError && req.is('multipart/form-data') !== false;
}

function fromValidator(err: ValidatorError, requestId: string): ErrorBody {
  const details = err.errors && validatorDetails(err.errors);
  const message = details?.length ? detailsText(details) : err.message;
  return { message, code: CODES[err.status] ?? 'BAD_REQUEST', requestId, details };
}

/**
 * The validator's 415 says "unsupported media type undefined" when no Content-Type came:
 * name the header and what the operation takes instead.
 */
function unsupportedMediaType(req: Request, requestId: string): ErrorBody {
  const accepted = Object.keys(matchedOperation(req)?.schema.requestBody?.content ?? {}).join(' or ');
  const sent = req.get('content-type');
  const message = sent ? `must be ${accepted}, not ${sent}` : `is missing: send the request body as ${accepted}`;
  return { message: `Content-Type: ${message}`, code: CODES[415]!, requestId, details: [{ path: 'Content-Type', message }] };
}

function toBody(err: unknown, req: Request): { status: number; body: ErrorBody } {
  const requestId = req.id;
  if (err instanceof AppError) {
    return { status: err.status, body: { message: err.message, code: err.code, ...err.extra, requestId, details: err.details } };
  }
  if (err instanceof SyntaxError && 'body' in err) {
    return { status: 400, body: { message: 'Request body is not valid JSON', code: 'INVALID_JSON', requestId } };
  }
  if (isMalformedMultipart(err, req)) {
    return { status: 400, body: { message: 'Request body is not a valid multipart form', code: 'INVALID_MULTIPART', requestId } };
  }
  if (isValidatorError(err) && err.status === 415) return { status: 415, body: unsupportedMediaType(req, requestId) };
  if (isValidatorError(err) && err.status >= 400 && err.status < 500) {
    return { status: err.status, body: fromValidator(err, requestId) };
  }
  return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL_ERROR', requestId } };
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];

/** A GET route answers HEAD too (see headAsGet), so a 405's Allow names it beside GET; in a fixed order. */
function allowHeader(value: string): string {
  const methods = new Set(value.split(',').map((m) => m.trim().toUpperCase()));
  if (methods.has('GET')) methods.add('HEAD');
  return METHOD_ORDER.filter((m) => methods.has(m)).join(', ');
}

/** Errors answered before their request was read to its end (see answerNow). */
const answeredEarly = new WeakSet<object>();

/** The one JSON error handler: every failure leaves in the shape of docs/product/decisions.md "Errors", with the request id. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (typeof err === 'object' && err !== null && answeredEarly.has(err)) return;
  // A busy or read-only database or a full disk: a clear 503, not a 500.
  const unavailable = asServiceUnavailable(err);
  const { status, body } = toBody(unavailable ?? err, req);
  if (!body.details) delete body.details;
  if (status >= 500) requestLogger(req).error({ err }, 'request failed');
  else requestLogger(req).info({ status, code: body.code, reason: body.message }, 'request rejected');
  if (res.headersSent) return;
  const allow = isValidatorError(err) ? err.headers?.Allow : undefined;
  if (status === 405 && allow !== undefined) res.set('Allow', allowHeader(allow));
  if (unavailable?.retryAfterSeconds) res.set('Retry-After', String(unavailable.retryAfterSeconds));
  res.status(status).json(body);
};

/**
 * Answers `err` at once, without reading the rest of the request body, and closes the
 * connection after the answer (the unread bytes cannot be skipped on a kept-alive one).
 * When the same error reaches the error handler later, it is not answered or logged twice.
 */
export function answerNow(err: Error, req: Request, res: Response): void {
  if (answeredEarly.has(err) || res.headersSent) return;
  res.set('Connection', 'close');
  errorHandler(err, req, res, () => undefined);
  answeredEarly.add(err);
}

export const apiNotFound: RequestHandler = (req, res) => {
  // Mounted at /api, so req.path has lost the prefix; the message names the path as sent.
  res.status(404).json({ message: `No route for ${req.method} ${req.baseUrl}${req.path}`, code: 'NOT_FOUND', requestId: req.id });
};
