import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { matchedOperation } from './request-context.js';

const operation = new AsyncLocalStorage<string>();

/**
 * Runs the rest of the request inside the contract's operationId, so the one lookup of the
 * caller's restaurant can apply the policy table to whatever call asked for it
 * (docs/architecture/team-access.md) without every service naming its call.
 */
export const rememberOperation: RequestHandler = (req, _res, next) => {
  const id = matchedOperation(req)?.schema.operationId;
  if (typeof id !== 'string') return next();
  operation.run(id, next);
};

/** The operationId of the request being served; undefined outside one (jobs, start-up). */
export const currentOperationId = (): string | undefined => operation.getStore();
