import { Router } from 'express';
import { NotImplementedError } from '../shared/errors.js';

/**
 * Calls of the contract whose issue has not landed yet. They answer 501 in the error
 * shape rather than invented data; each issue removes its lines as it lands.
 */
const PENDING: Array<['get' | 'post' | 'put' | 'patch', string]> = [
  ['get', '/api/business-insights'],
  ['get', '/api/business-insights/test'],
  ['get', '/api/business-insights/debug-orders'],
  ['get', '/api/business-insights/debug-restaurants'],
  ['get', '/api/business-insights/db-test'],
];

export function notImplementedRoutes(): Router {
  const router = Router();
  for (const [method, path] of PENDING) {
    router[method](path, (req) => {
      throw new NotImplementedError(`${req.method} ${path} is not available yet`);
    });
  }
  return router;
}
