// The two baselines every HTTP figure is compared with, answering the very bytes the
// product answers: bare node:http (the machine's ceiling for Node) and bare Express (the
// framework's floor: what any Express route costs before our code runs).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

export interface CannedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Baselines {
  nodeUrl: string;
  expressUrl: string;
  close(): Promise<void>;
}

/** Captures one real answer of the product to replay from the baselines. */
export async function capture(url: string, headers: Record<string, string> = {}): Promise<CannedResponse> {
  const res = await fetch(url, { headers, cache: 'no-store' } as RequestInit);
  const body = Buffer.from(await res.arrayBuffer());
  const keep = ['content-type', 'etag', 'cache-control'];
  const out: Record<string, string> = {};
  for (const name of keep) {
    const value = res.headers.get(name);
    if (value) out[name] = value;
  }
  return { status: res.status, headers: out, body };
}

export async function startBaselines(response: CannedResponse): Promise<Baselines> {
  const node = createServer((_req, res) => {
    res.writeHead(response.status, { ...response.headers, 'content-length': response.body.length });
    res.end(response.body);
  });
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use((_req, res) => {
    res.status(response.status).set(response.headers).send(response.body);
  });
  const expressServer = createServer(app);
  const [nodePort, expressPort] = await Promise.all([listen(node), listen(expressServer)]);
  return {
    nodeUrl: `http://127.0.0.1:${nodePort}`,
    expressUrl: `http://127.0.0.1:${expressPort}`,
    close: async () => {
      await Promise.all([closeServer(node), closeServer(expressServer)]);
    },
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
