import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogs } from '../support/captured-logs.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('HTTP basics', () => {
  let server: TestServer;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-web-'));
  const logs = capturedLogs('info');

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>TuckIn</title><div id="root"></div>');
    server = await startTestServer('sqlite', {}, { webDir, logger: logs.logger });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('logs one short line a request, with its id and without headers', async () => {
    await fetch(`${server.url}/api/my/user`, { headers: { 'x-request-id': 'trace-log-1', authorization: 'Bearer not.a.token' } });
    const lines = logs.entries().filter((line) => (line.req as { id?: string } | undefined)?.id === 'trace-log-1');
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['request rejected', 'request completed']));
    for (const line of lines) {
      expect(line.req).toEqual({ id: 'trace-log-1', method: 'GET', url: '/api/my/user' });
      expect(JSON.stringify(line)).not.toContain('not.a.token');
    }
  });

  it('reports health with uptime', async () => {
    const { data, response } = await server.client().GET('/health');
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ status: 'ok' });
    expect(data?.uptime).toBeGreaterThan(0);
  });

  it('serves the contract itself, and the same document as JSON (what /api-docs reads)', async () => {
    const response = await fetch(`${server.url}/openapi.yaml`);
    expect(response.headers.get('content-type')).toContain('yaml');
    const yaml = await response.text();
    expect(yaml).toMatch(/^openapi: 3/m);
    const json = await fetch(`${server.url}/openapi.json`, { headers: { accept: 'text/html,*/*' } });
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await json.json()).toEqual(parse(yaml));
  });

  it('puts a request id on every response and every error body', async () => {
    const response = await fetch(`${server.url}/api/my/user`, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED', requestId: 'trace-123' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each(['/', '/user-profile', '/search/london', '/some/unknown/path'])('serves the web app for the client route %s', async (route) => {
    const response = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Costs a second renderer process on every visit from another site (app.ts).
    expect(response.headers.get('origin-agent-cluster')).toBeNull();
  });
});
