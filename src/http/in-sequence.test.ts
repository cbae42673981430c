import type { Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { inSequence } from './in-sequence.js';

const run = (handlers: RequestHandler[]) =>
  new Promise<unknown>((resolve) => inSequence(handlers)({} as Request, {} as Response, (error?: unknown) => resolve(error ?? 'done')));

describe('inSequence', () => {
  it('runs each handler in turn, synchronous or not, then goes on', async () => {
    const seen: number[] = [];
    const outcome = await run([
      (_req, _res, next) => (seen.push(1), next()),
      (_req, _res, next) => void setImmediate(() => (seen.push(2), next('route'))),
      async (_req, _res, next) => (seen.push(3), next()),
    ]);
    expect([outcome, seen]).toEqual(['done', [1, 2, 3]]);
  });

  it.each([
    ['passed to next', ((_req, _res, next) => next(new Error('no'))) as RequestHandler],
    ['thrown', (() => { throw new Error('no'); }) as RequestHandler],
    ['a rejected promise', (async () => { throw new Error('no'); }) as RequestHandler],
  ])('skips the rest on an error %s and hands it on', async (_label, failing) => {
    const seen: number[] = [];
    const outcome = await run([failing, (_req, _res, next) => (seen.push(2), next())]);
    expect([(outcome as Error).message, seen]).toEqual(['no', []]);
  });
});
