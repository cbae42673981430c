import type { RequestHandler } from 'express';

/**
 * `handlers` run one after another as one Express layer, as `app.use(...handlers)` runs them:
 * each goes on with `next()`, an error (thrown, passed to `next` or a rejected promise) skips
 * the rest and goes to the app's error handlers. The request shell's pieces are chained this way
 * because Express's router allocates per layer a request passes (a match, a closure for its
 * parameters, its `next`): at a dozen layers ahead of every route that was the largest share of
 * a search's garbage (docs/architecture/request-path.md "What the shell costs").
 */
export function inSequence(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let at = 0;
    const step = (error?: unknown): void => {
      // Express's own reading: 'route' only ends a route's handlers, anything else truthy is an error.
      if (error && error !== 'route') return next(error);
      if (at === handlers.length) return next();
      const handler = handlers[at++]!;
      try {
        const answer: unknown = handler(req, res, step);
        if (answer instanceof Promise) answer.catch((rejection: unknown) => step(rejection || new Error('Rejected promise')));
      } catch (thrown) {
        step(thrown || new Error('Handler threw a falsy value'));
      }
    };
    step();
  };
}
