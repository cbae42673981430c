import type { ErrorDetail } from '../shared/errors.js';
import { CONTROL_CHARACTERS_MESSAGE } from './text-guard.js';

/** An error as express-openapi-validator lists it: where (`/query/page`, `.body.name`) and what. */
export interface ValidatorErrorItem {
  path?: string;
  message: string;
}

const REQUEST_PART = /^[./]?(body|query|params|headers|path)([./]|$)/;

/** `/body/name` or `.body.name` -> `name`; `/query/page` -> `page`; a URL path (405, malformed URI) names no field. */
function fieldOf(path: string | undefined): string {
  if (!path || !REQUEST_PART.test(path)) return '';
  // Items as the server's own checks name them: `cartItems[0].quantity`, not `cartItems.0.quantity`.
  return path
    .replace(/^[./]?(body|query|params|headers|path)[./]?/, '')
    .replace(/\//g, '.')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/** The contract's pattern for text without control characters (`^\P{Cc}*$`), refused in the house words. */
const NO_CONTROL_PATTERNS = new Set([
  'must match pattern "^\\P{Cc}*$"',
  // The same for text that may run over lines (a review's comment).
  'must match pattern "^(?:\\P{Cc}|[\\n\\r])*$"',
]);
const houseMessage = (message: string) => (NO_CONTROL_PATTERNS.has(message) ? CONTROL_CHARACTERS_MESSAGE : message);

/** The validator's errors as the error body's `details` (docs/product/decisions.md "Errors"). */
export function validatorDetails(errors: readonly ValidatorErrorItem[]): ErrorDetail[] {
  return errors.map((e) => ({ path: fieldOf(e.path), message: houseMessage(e.message) }));
}
