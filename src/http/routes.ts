import type { Router } from 'express';

/** Every module binds its Express router under this token; the app mounts them all. */
export const HTTP_ROUTERS = Symbol.for('http.Routers');

export type HttpRouter = Router;

/** Drops undefined keys: the contract has optional fields, never `undefined` values. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
