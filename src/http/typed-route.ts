import etag from 'etag';
import type { Request, Response, Router } from 'express';
import type { paths } from '../generated/api.js';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

export type ApiPath = keyof paths;

/** The methods the contract declares on `P` (the generated type has the others as `?: never`). */
export type ApiMethod<P extends ApiPath> = { [M in Method]: [paths[P][M]] extends [undefined] ? never : M }[Method];

export type Operation<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<paths[P][M]>;

export type PathParams<O> = O extends { parameters: { path: infer T } } ? T : Record<string, never>;
export type Query<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [undefined] ? Record<string, never> : NonNullable<Q>) : never;
/** The body of whichever media type the operation takes (JSON or a multipart form). */
type Body<O> = O extends { requestBody: { content: infer C } } ? C[keyof C] : O extends { requestBody?: { content: infer C } } ? C[keyof C] | undefined : undefined;
type Responses<O> = O extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/**
 * JSON of a `T` serialised ahead (a remembered answer) and sent as it is. The unset `type`
 * ties the text to what it was written from, so `JsonText<A>` is no `JsonText<B>`.
 */
export class JsonText<T> {
  declare private readonly type: T;

  private tag?: string;

  private constructor(readonly text: string | Buffer) {}

  /** Express's own weak ETag of these bytes, worked out once: a remembered answer is sent many times. */
  get etag(): string {
    return (this.tag ??= etag(this.text, { weak: true }));
  }

  /** Sends the text as JSON with its ETag; Express's send answers 304 to a matching If-None-Match. */
  sendTo(res: Response): void {
    res.type('json').set('ETag', this.etag).send(this.text);
  }

  static of<T>(value: T): JsonText<T> {
    return new JsonText<T>(Buffer.from(JSON.stringify(value)));
  }

  /** Text another layer wrote with JSON.stringify of a `T` (a stored snapshot); name `T`, nothing here can infer it. */
  static written<T>(text: string): JsonText<T> {
    return new JsonText<T>(text);
  }
}

/** One of the answers the contract lists: its status and, where it has one, its JSON body. */
type Answer<O> = {
  [S in Extract<keyof Responses<O>, number>]: JsonOf<Responses<O>[S]> extends undefined
    ? { status: S }
    : { status: S; body: JsonOf<Responses<O>[S]> | JsonText<JsonOf<Responses<O>[S]>> };
}[Extract<keyof Responses<O>, number>];

/** A request as the contract's validator let it through: parameters, query and body typed. */
export type TypedRequest<O> = Request<PathParams<O>, unknown, Body<O>, Query<O>>;

/** `res` is for headers the answer does not carry (ETag, Content-Range); the answer is returned. */
type TypedHandler<O> = (req: TypedRequest<O>, res: Response) => Answer<O> | Promise<Answer<O>>;

/** `/api/order/{orderId}/status` (OpenAPI) as Express 5 writes it: `/api/order/:orderId/status`. */
export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

function send<O>(res: Response, answer: Answer<O>): void {
  res.status(answer.status);
  if (!('body' in answer)) res.end();
  else if (answer.body instanceof JsonText) answer.body.sendTo(res);
  else res.json(answer.body);
}

/**
 * Registers `handler` for `method path` of the contract, the path written once as the
 * contract writes it. The validator has checked the request against the same operation
 * before the handler runs, which is what makes reading it as typed honest; the compiler
 * checks each answer's status and body against the operation's responses.
 */
export function typedRoute<P extends ApiPath, M extends ApiMethod<P>>(router: Router, method: M, path: P, handler: TypedHandler<Operation<P, M>>): void {
  type O = Operation<P, M>;
  router[method]<string, PathParams<O>, unknown, Body<O>, Query<O>>(expressPath(path), async (req, res) => {
    send(res, await handler(req, res));
  });
}
