import { ValidationError, type ErrorDetail } from '../../src/shared/errors.js';

/** The details of the ValidationError that `run` throws; anything else it throws, or nothing, fails the test. */
export function problemsOf(run: () => unknown): ErrorDetail[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.details ?? [];
    throw error;
  }
  throw new Error('expected a ValidationError');
}
