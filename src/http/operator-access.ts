import type { Request } from 'express';
import type { AuthConfig, OperatorsConfig } from '../config.js';
import { ForbiddenError } from '../shared/errors.js';
import { callerEmail, type CallerEmail } from './caller-email.js';

/** Every operator call is under this path, and nothing else is (docs/architecture/operator.md). */
export const OPERATOR_PATH_PREFIX = '/api/operator/';

export const NOT_AN_OPERATOR = 'Only the platform’s operators may use the operator’s console';

/** Whether the verified caller is an operator: named by e-mail (embedded sign-in) or by role (Auth0). */
export type OperatorCheck = (req: Request) => Promise<boolean>;

export function operatorCheck(auth: AuthConfig, operators: OperatorsConfig, emailOf: CallerEmail = callerEmail(auth)): OperatorCheck {
  const emails = new Set(operators.emails);
  if (auth.kind === 'auth0') return async (req) => req.auth?.roles?.includes(operators.role) === true;
  return async (req) => {
    if (emails.size === 0) return false;
    const email = await emailOf(req).catch(() => undefined);
    return email !== undefined && emails.has(email.toLowerCase());
  };
}

/**
 * The HTTP shell's one gate, run once the token is verified: an operator call from anyone but
 * an operator is 403 before its body is read, whatever the call.
 */
export function operatorGate(isOperator: OperatorCheck): (req: Request) => Promise<void> {
  return async (req) => {
    if (!req.path.startsWith(OPERATOR_PATH_PREFIX)) return;
    if (!(await isOperator(req))) throw new ForbiddenError(NOT_AN_OPERATOR);
  };
}
