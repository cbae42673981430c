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

/**
 * The file fields (`format: binary`) of each operation's request body, by operationId, its
 * `$ref`s followed: a refusal names the fields of the call that was made, not every call's.
 */
export function binaryFieldsByOperation(contract: { paths?: Record<string, Record<string, unknown>> }): Map<string, Set<string>> {
  const resolve = (node: unknown): unknown => {
    const ref = (node as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
    return resolve(ref.slice(2).split('/').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], contract));
  };
  const fields = new Map<string, Set<string>>();
  for (const item of Object.values(contract.paths ?? {})) {
    for (const operation of Object.values(item) as Array<{ operationId?: string; requestBody?: unknown }>) {
      if (!operation?.operationId || !operation.requestBody) continue;
      const content = (resolve(operation.requestBody) as { content?: Record<string, { schema?: unknown }> }).content ?? {};
      if (!content['multipart/form-data']) continue;
      const schema = resolve(content['multipart/form-data'].schema) as { properties?: Record<string, unknown> } | undefined;
      const names = Object.entries(schema?.properties ?? {}).filter(([, property]) => (resolve(property) as { format?: unknown })?.format === 'binary');
      // A form without file fields is listed too, with none: it takes no file.
      fields.set(operation.operationId, new Set(names.map(([name]) => name)));
    }
  }
  return fields;
}

/**
 * Takes a file only in a field the called operation declares as one (any operation's, when the
 * operation is not known), once; anything else is a 400 naming the field. multer's own `files`
 * limit would answer 413 "Too many files", naming none.
 */
export function filesOnlyIn(byOperation: ReadonlyMap<string, ReadonlySet<string>>): NonNullable<Options['fileFilter']> {
  const fileFields = new Set([...byOperation.values()].flatMap((fields) => [...fields]));
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
