import type { Request } from 'express';
import type { Options, StorageEngine } from 'multer';
import { error as validatorErrors } from 'express-openapi-validator';
import { PayloadTooLargeError } from '../shared/errors.js';
import { answerNow } from './error-handler.js';
import { matchedOperation } from './request-context.js';

/** Room for a form's text fields and part headers beside its file. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

const megabytesOf = (bytes: number) => Math.round(bytes / (1024 * 1024));

function fileTooLarge(field: string, maxBytes: number) {
  return new validatorErrors.RequestEntityTooLarge({ path: `/body/${field}`, message: `must be at most ${megabytesOf(maxBytes)} MB` });
}

/**
 * Refuses a multipart body whose declared length cannot hold a file of at most `maxBytes`
 * plus the form's fields, before the uploader reads any of it. Called once the token is
 * verified (an anonymous upload gets its 401 first); the connection closes after the 413,
 * so the body is not read to its end either.
 */
export function refuseDeclaredOversize(req: Request, maxBytes: number): void {
  const declared = Number(req.get('content-length') ?? 0);
  if (!req.is('multipart/form-data') || declared <= maxBytes + FORM_OVERHEAD_BYTES) return;
  req.res?.set('Connection', 'close');
  throw new PayloadTooLargeError(`uploads must be at most ${megabytesOf(maxBytes)} MB`);
}

/**
 * multer's memory storage with a size cap that names the field at fault: multer's own
 * fileSize limit reports a bare "File too large" once the contract's uploader wraps it.
 * A file that passes the cap is answered 413 at once; the connection closes after the
 * answer, so the rest of a chunked upload is never read.
 */
export function cappedMemoryStorage(maxBytes: number): StorageEngine {
  return {
    _handleFile(req, file, done) {
      const chunks: Buffer[] = [];
      let size = 0;
      let refused = false;
      file.stream.on('data', (chunk: Buffer) => {
        if (refused) return;
        size += chunk.length;
        if (size <= maxBytes) return void chunks.push(chunk);
        refused = true;
        chunks.length = 0;
        const error = fileTooLarge(file.fieldname, maxBytes);
        const request = req as Request;
        if (request.res) answerNow(error, request, request.res);
        file.stream.resume();
        done(error);
      });
      file.stream.on('error', (err) => !refused && done(err));
      file.stream.on('end', () => {
        if (refused) return;
        const buffer = Buffer.concat(chunks);
        done(null, { buffer, size: buffer.length });
      });
    },
    _removeFile(_req, file, done) {
      delete (file as Partial<Express.Multer.File>).buffer;
      done(null);
    },
  };
}

/** A call of the contract whose request body is a multipart form, and the fields of it that carry a file. */
export interface FormCall {
  operationId: string;
  method: string;
  /** The contract's path template: /api/courier/deliveries/{orderId}/delivered. */
  path: string;
  fileFields: Set<string>;
}

/**
 * The calls that take a multipart form, with their file fields (`format: binary`), `$ref`s
 * followed: a refusal names the fields of the call that was made, not every call's, and every
 * form is counted against the uploads limit (rate-limits.ts).
 */
export function formCalls(contract: { paths?: Record<string, Record<string, unknown>> }): FormCall[] {
  const resolve = (node: unknown): unknown => {
    const ref = (node as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
    return resolve(ref.slice(2).split('/').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], contract));
  };
  const calls: FormCall[] = [];
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const [method, operation] of Object.entries(item) as Array<[string, { operationId?: string; requestBody?: unknown }]>) {
      if (!operation?.operationId || !operation.requestBody) continue;
      const form = (resolve(operation.requestBody) as { content?: Record<string, { schema?: unknown }> }).content?.['multipart/form-data'];
      if (!form) continue;
      const schema = resolve(form.schema) as { properties?: Record<string, unknown> } | undefined;
      const names = Object.entries(schema?.properties ?? {}).filter(([, property]) => (resolve(property) as { format?: unknown })?.format === 'binary');
      calls.push({ operationId: operation.operationId, method: method.toUpperCase(), path, fileFields: new Set(names.map(([name]) => name)) });
    }
  }
  return calls;
}

/**
 * Takes a file only in a field the called operation declares as one (any operation's, when the
 * operation is not known), once; anything else is a 400 naming the field. multer's own `files`
 * limit would answer 413 "Too many files", naming none.
 */
export function filesOnlyIn(calls: readonly FormCall[]): NonNullable<Options['fileFilter']> {
  const byOperation = new Map(calls.map((call) => [call.operationId, call.fileFields]));
  const fileFields = new Set(calls.flatMap((call) => [...call.fileFields]));
  const taken = new WeakMap<object, Set<string>>();
  return (req, file, decide) => {
    const field = file.fieldname;
    const seen = taken.get(req) ?? new Set<string>();
    taken.set(req, seen);
    const operationId = matchedOperation(req as Request)?.schema.operationId;
    const allowed = (typeof operationId === 'string' && byOperation.get(operationId)) || fileFields;
    if (!allowed.has(field)) {
      const message = allowed.size === 0 ? 'this call takes no file' : `only ${[...allowed].join(' or ')} may carry a file`;
      return decide(new validatorErrors.BadRequest({ path: `/body/${field}`, message }));
    }
    if (seen.has(field)) return decide(new validatorErrors.BadRequest({ path: `/body/${field}`, message: 'must be a single file' }));
    seen.add(field);
    decide(null, true);
  };
}
