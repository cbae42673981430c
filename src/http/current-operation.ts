import type { RequestHandler } from 'express';
import { inOperation } from '../shared/current-operation.js';
import { matchedOperation } from './request-context.js';

/** The request runs inside its contract operationId (src/shared/current-operation.ts says why). */
export const rememberOperation: RequestHandler = (req, _res, next) => {
  const id = matchedOperation(req)?.schema.operationId;
  if (typeof id !== 'string') return next();
  inOperation(id, next);
};
