// Requests sent byte for byte: node:http keeps the path as given ('../', '%00', repeated
// query keys), any method and any body, which fetch would normalise or refuse.
import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query exactly as sent. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body as sent: still compressed where the answer has a Content-Encoding. */
  body: Buffer;
}

/** `agent`: none by default (a socket per request); a kept-alive one where a load reuses sockets. */
export function rawRequest(baseUrl: string, request: RawRequest, agent: http.Agent | false = false): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers = { ...(body ? { 'content-length': String(body.length) } : {}), ...request.headers };
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method: request.method, path: request.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      const answer = () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: bytes.toString(), body: bytes });
      };
      // A live stream (text/event-stream) does not end: its answer is its first chunk, then it is
      // left (settled once: what its end or abort brings after changes nothing).
      const stream = /^text\/event-stream/.test(res.headers['content-type'] ?? '') && request.method !== 'HEAD';
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (!stream) return;
        answer();
        req.destroy();
      });
      res.on('end', answer);
      res.on('error', reject);
    });
    // The server may answer (413, 401) and close before reading a large body: that answer counts.
    req.on('error', reject);
    req.end(body);
  });
}

/** A FormData as the bytes and content type (with its boundary) a browser would send. */
export async function formBytes(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

/** The JSON error shape of docs/product/decisions.md "Errors", or what is wrong with the answer. */
export function errorShapeProblem(response: RawResponse): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return `not JSON: ${response.text.slice(0, 120)}`;
  }
  const { message, code, details } = (body ?? {}) as { message?: unknown; code?: unknown; details?: unknown };
  if (typeof message !== 'string' || message === '') return `no message: ${response.text.slice(0, 120)}`;
  if (typeof code !== 'string' || code === '') return `no code: ${response.text.slice(0, 120)}`;
  const detailOk = (d: unknown) => typeof (d as { path?: unknown })?.path === 'string' && typeof (d as { message?: unknown })?.message === 'string';
  if (details !== undefined && !(Array.isArray(details) && details.every(detailOk))) return `bad details: ${response.text.slice(0, 120)}`;
  if (/\bat .+\.(ts|js):\d+/.test(response.text)) return `stack trace in the answer: ${response.text.slice(0, 120)}`;
  return undefined;
}
