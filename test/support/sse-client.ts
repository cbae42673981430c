// A small reader of server-sent events over fetch, as a fetch-based browser client reads them
// (the bearer header, Last-Event-ID), parsed by the HTML standard's rules: fields per line,
// a blank line ends an event, lines starting with ':' are comments. Written from the standard,
// not from the server's code, so a framing mistake on either side shows.

export interface SseMessage {
  /** The `id:` field, when the event had one. */
  id?: string;
  /** `message` unless an `event:` field named it. */
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The body of an answer that is not a stream (an error), else ''. */
  text: string;
  events: SseMessage[];
  comments: string[];
  /** Every `retry:` value, in order. */
  retries: number[];
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  /** The `n`th event (from 1), waiting for it up to `timeoutMs`. */
  nth(n: number, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves once `check` holds of what was received, or rejects after `timeoutMs`. */
  until(check: (stream: SseStream) => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

export interface StreamOptions {
  token?: string;
  lastEventId?: string;
  /** Sent as `?lastEventId=`, for clients that cannot set headers. */
  queryLastEventId?: string;
}

/** Opens `path` of `baseUrl` as an event stream; resolves once the answer's headers arrived. */
export async function openStream(baseUrl: string, path: string, options: StreamOptions = {}): Promise<SseStream> {
  const abort = new AbortController();
  const url = new URL(path, baseUrl);
  if (options.queryLastEventId) url.searchParams.set('lastEventId', options.queryLastEventId);
  const response = await fetch(url, {
    signal: abort.signal,
    headers: {
      accept: 'text/event-stream',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
  });
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((check) => check());
  const isStream = response.ok && /^text\/event-stream/.test(response.headers.get('content-type') ?? '');
  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    text: isStream ? '' : await response.text(),
    events: [],
    comments: [],
    retries: [],
    ended: Promise.resolve(),
    until: (check, what, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(probe);
          reject(new Error(`timed out waiting for ${what}; received ${JSON.stringify(stream.events)}`));
        }, timeoutMs);
        const probe = () => {
          if (!check(stream)) return;
          clearTimeout(timer);
          waiters.delete(probe);
          resolve();
        };
        waiters.add(probe);
        probe();
      }),
    nth: async (n, timeoutMs) => {
      await stream.until((s) => s.events.length >= n, `event ${n}`, timeoutMs);
      return stream.events[n - 1]!;
    },
    close: () => abort.abort(),
  };
  if (isStream && response.body) stream.ended = readEvents(response.body, stream, changed);
  return stream;
}

async function readEvents(body: ReadableStream<Uint8Array>, into: SseStream, changed: () => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  let fields: { id?: string; event?: string; data: string[] } = { data: [] };
  const line = (text: string) => {
    if (text === '') {
      if (fields.data.length) into.events.push({ ...(fields.id !== undefined && { id: fields.id }), event: fields.event ?? 'message', data: fields.data.join('\n') });
      fields = { data: [] };
      return;
    }
    if (text.startsWith(':')) return void into.comments.push(text.slice(1).trim());
    const colon = text.indexOf(':');
    const name = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (name === 'data') fields.data.push(value);
    else if (name === 'id') fields.id = value;
    else if (name === 'event') fields.event = value;
    else if (name === 'retry' && /^\d+$/.test(value)) into.retries.push(Number(value));
  };
  try {
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      lines.forEach(line);
      changed();
    }
  } catch (error) {
    if (!(error instanceof Error && error.name === 'AbortError')) throw error;
  }
}
