// Every operation of openapi.yaml with its $refs resolved: what the authorisation matrix
// and the fuzzer walk, so a new operation in the contract reaches both without a list here.
import fs from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_FILE } from '../../src/http/openapi-document.js';

/** The subset of JSON Schema the contract uses. */
export interface Schema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
  /** A parameter with `content: application/json`: its value is JSON text of `schema`. */
  json?: boolean;
}

type RawParameter = Omit<Parameter, 'schema'> & { schema?: Schema; content?: Record<string, { schema: Schema }> };

function parameterOf({ content, schema, ...p }: RawParameter): Parameter {
  const json = content?.['application/json'];
  return { ...p, required: p.required === true, ...(json ? { schema: json.schema, json: true } : { schema: schema! }) };
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Operation {
  operationId: string;
  method: Method;
  /** As written in the contract, e.g. /api/order/{orderId}/checkout-session. */
  path: string;
  /** `security: []`: callable without a token. */
  public: boolean;
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema };
}

const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

type Node = Record<string, unknown>;

/** Replaces every local `$ref` with (a resolved copy of) its target. The contract has no recursive schemas. */
function resolveRefs(spec: Node, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((child) => resolveRefs(spec, child));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as Node).$ref;
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Node)[key], spec);
    return resolveRefs(spec, target);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolveRefs(spec, value)]));
}

let cached: Operation[] | undefined;

/** The contract's operations, in the order the contract lists them. */
export function openapiOperations(): Operation[] {
  if (cached) return cached;
  const spec = parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as Node;
  const paths = resolveRefs(spec, spec.paths) as Record<string, Record<string, Node>>;
  cached = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method]!;
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      return {
        operationId: op.operationId as string,
        method,
        path,
        public: Array.isArray(op.security) && op.security.length === 0,
        parameters: ((op.parameters as RawParameter[] | undefined) ?? []).map(parameterOf),
        body: contentType && media ? { contentType, schema: media.schema } : undefined,
      };
    }),
  );
  return cached;
}

/** `/api/order/{orderId}/x` with { orderId: 'a b' } -> `/api/order/a%20b/x`; `raw` leaves values as given. */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for path parameter ${name} of ${path}`);
    return raw ? value : encodeURIComponent(value);
  });
}
