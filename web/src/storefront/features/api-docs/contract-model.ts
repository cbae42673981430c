import { exampleOf, isNode, resolve, text, type Node } from './contract-refs';
import { binaryFieldsOf, fieldsOf, typeLabel, type Field } from './schema-summary';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description: string;
  /** Reserved characters (',', '[', ...) may go unencoded: without it the server refuses them. */
  allowReserved?: boolean;
  example?: unknown;
}

export interface RequestBody {
  contentType: string;
  required: boolean;
  description: string;
  fields: Field[];
  /** File fields (format: binary), which the example cannot hold. */
  fileFields: string[];
  example?: unknown;
}

export interface Operation {
  /** `METHOD path`, unique in a contract. */
  key: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  authRequired: boolean;
  parameters: Parameter[];
  requestBody?: RequestBody;
  responses: Array<{ status: string; description: string }>;
  /** Answers with a stream of server-sent events (docs/architecture/live.md). */
  streams?: boolean;
}

export interface Contract {
  title: string;
  version: string;
  openapi: string;
  operations: Operation[];
}

/**
 * Sign-in is required when every alternative of `security` names a scheme; an empty
 * requirement (`{}`) or an empty list (`security: []`) makes the call public.
 */
function requiresAuth(security: unknown): boolean {
  return Array.isArray(security) && security.length > 0 && security.every((req) => isNode(req) && Object.keys(req).length > 0);
}

/** The one media type of a parameter declared with `content` (JSON in a query string), if it is. */
function contentOf(node: Node): [string, Node] | undefined {
  const [mediaType, media] = Object.entries(isNode(node.content) ? node.content : {})[0] ?? [];
  return mediaType && isNode(media) ? [mediaType, media] : undefined;
}

function parameterOf(doc: Node, raw: unknown): Parameter {
  const node = resolve(doc, raw);
  const content = contentOf(node);
  // Such a parameter is sent as its media type's text: the example is the schema's value, written as JSON.
  const contentExample = content && exampleOf(doc, content[1]);
  return {
    name: text(node.name),
    in: text(node.in),
    required: node.required === true,
    type: content ? `${typeLabel(doc, content[1].schema)} as ${content[0]}` : typeLabel(doc, node.schema),
    description: text(node.description),
    ...(node.allowReserved === true ? { allowReserved: true } : {}),
    example: content ? (contentExample === undefined ? undefined : JSON.stringify(contentExample)) : (exampleOf(doc, node) ?? resolve(doc, node.schema).example),
  };
}

function requestBodyOf(doc: Node, raw: unknown): RequestBody | undefined {
  const node = resolve(doc, raw);
  const [contentType, media] = Object.entries(isNode(node.content) ? node.content : {})[0] ?? [];
  if (!contentType || !isNode(media)) return undefined;
  const schema = resolve(doc, media.schema);
  return {
    contentType,
    required: node.required === true,
    description: text(node.description) || text(schema.description),
    fields: fieldsOf(doc, media.schema),
    fileFields: binaryFieldsOf(doc, media.schema),
    example: exampleOf(doc, media) ?? schema.example,
  };
}

function operationOf(doc: Node, path: string, method: string, op: Node, shared: unknown[]): Operation {
  // Path-level parameters apply too, unless the operation redefines one.
  const own = Array.isArray(op.parameters) ? op.parameters.map((p) => parameterOf(doc, p)) : [];
  const inherited = shared.map((p) => parameterOf(doc, p)).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
  const responses = Object.entries(isNode(op.responses) ? op.responses : {}).map(([status, r]) => ({
    status,
    description: text(resolve(doc, r).description),
  }));
  const streams = Object.entries(isNode(op.responses) ? op.responses : {}).some(([status, r]) => {
    const content = resolve(doc, r).content;
    return status.startsWith('2') && isNode(content) && 'text/event-stream' in content;
  });
  return {
    key: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    summary: text(op.summary),
    description: text(op.description),
    authRequired: requiresAuth(op.security ?? doc.security),
    parameters: [...inherited, ...own],
    requestBody: op.requestBody === undefined ? undefined : requestBodyOf(doc, op.requestBody),
    responses,
    ...(streams && { streams }),
  };
}

/** Everything /api-docs shows, read from the parsed openapi.yaml in the contract's own order. */
export function readContract(doc: unknown): Contract {
  if (!isNode(doc) || !isNode(doc.paths)) throw new Error('The API contract has no paths');
  const info = isNode(doc.info) ? doc.info : {};
  const operations = Object.entries(doc.paths).flatMap(([path, rawItem]) => {
    const item = resolve(doc, rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    return METHODS.filter((m) => isNode(item[m])).map((m) => operationOf(doc, path, m, item[m] as Node, shared));
  });
  return { title: text(info.title), version: text(info.version), openapi: text(doc.openapi), operations };
}
