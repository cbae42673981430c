import type { Operation, Parameter } from './contract-model';

/** Single-quoted for POSIX shells: a quote inside becomes '\''. */
export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export const TOKEN_PLACEHOLDER = '<ACCESS_TOKEN>';

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const withExample = (params: Parameter[], where: string) => params.filter((p) => p.in === where && p.example !== undefined);

function queryValue(param: Parameter): string {
  const encoded = encodeURIComponent(asText(param.example));
  return param.allowReserved ? encoded.replace(/%2C/g, ',') : encoded;
}

/** The path with example values; a path parameter without one stays a visible {name}. */
function urlOf(op: Operation, baseUrl: string): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const example = op.parameters.find((p) => p.in === 'path' && p.name === name)?.example;
    return example === undefined ? whole : encodeURIComponent(asText(example));
  });
  const query = withExample(op.parameters, 'query')
    // Where the contract allows reserved characters, commas stay readable ('Italian,Pizza');
    // elsewhere the server refuses them unencoded, so a copied example must encode them.
    .map((p) => `${encodeURIComponent(p.name)}=${queryValue(p)}`)
    .join('&');
  return `${baseUrl.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`;
}

/** Multipart parts as the server reads them: arrays as name[i], objects in them as name[i][key]. */
export function formFields(value: unknown, prefix = ''): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((item, i) => formFields(item, `${prefix}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => formFields(item, prefix ? `${prefix}[${key}]` : key));
  }
  return [[prefix, String(value)]];
}

function bodyArgs(op: Operation): string[] {
  const body = op.requestBody;
  if (!body) return [];
  if (body.contentType === 'multipart/form-data') {
    // A file field's example value only names the file: its part is the @path below.
    const fields = formFields(body.example ?? {}).filter(([name]) => !body.fileFields.includes(name));
    const parts = fields.map(([name, value]) => `-F ${shellQuote(`${name}=${value}`)}`);
    return [...parts, ...body.fileFields.map((name) => `-F ${shellQuote(`${name}=@path/to/${name}`)}`)];
  }
  const data = body.example === undefined ? '{}' : asText(body.example);
  return [`-H ${shellQuote(`Content-Type: ${body.contentType}`)}`, `-d ${shellQuote(data)}`];
}

/** A curl command built from the contract: method, URL with examples, token placeholder, body example. */
export function curlCommand(op: Operation, baseUrl: string): string {
  // -N: curl writes each event as it comes instead of buffering the stream.
  const method = `${op.streams ? '-N ' : ''}${op.method === 'GET' ? '' : `-X ${op.method} `}`;
  const options = [
    ...withExample(op.parameters, 'header').map((p) => `-H ${shellQuote(`${p.name}: ${asText(p.example)}`)}`),
    ...(op.authRequired ? [`-H ${shellQuote(`Authorization: Bearer ${TOKEN_PLACEHOLDER}`)}`] : []),
    ...bodyArgs(op),
  ];
  return [`curl ${method}${shellQuote(urlOf(op, baseUrl))}`, ...options].join(' \\\n  ');
}
