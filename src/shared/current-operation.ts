import { AsyncLocalStorage } from 'node:async_hooks';

const operation = new AsyncLocalStorage<string>();

/**
 * Runs `next` (the rest of a request) inside the contract's operationId, so the one lookup of
 * the caller's restaurant can apply the policy table to whatever call asked for it
 * (docs/architecture/team-access.md) without every service naming its call. The HTTP layer
 * sets it; modules only read it, so they need not import the HTTP layer.
 */
export const inOperation = (operationId: string, next: () => void): void => operation.run(operationId, next);

/** The operationId of the request being served; undefined outside one (jobs, start-up). */
export const currentOperationId = (): string | undefined => operation.getStore();
