// Every curl example the /api-docs page shows, copied and run with curl against a real test
// server (the token placeholder filled in, a real PNG at the file path the example names).
// A copied example must get past the contract: no 400, 401, 405 or 415.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../src/http/openapi-document.js';
import { PROJECT_ROOT } from '../../src/shared/project-root.js';
import { anOwner, picture } from '../support/restaurant-form.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const run = promisify(execFile);

/** What the page's code gives this test: each operation with its documented statuses, and its curl example. */
interface Operation {
  key: string;
  responses: Array<{ status: string }>;
}
interface DocsPage {
  readContract(doc: unknown): { operations: Operation[] };
  curlCommand(op: Operation, baseUrl: string): string;
  TOKEN_PLACEHOLDER: string;
}

// The page's own modules, loaded as the page loads them (bundler-style imports the server's
// type check does not resolve, hence no static import).
const pageModule = (file: string) => import(pathToFileURL(path.join(PROJECT_ROOT, 'web/src/storefront/features/api-docs', file)).href);
const page = { ...(await pageModule('contract-model.ts')), ...(await pageModule('curl-example.ts')) } as DocsPage;
const document = parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
const contract = page.readContract(document);

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }>>;
  components: { responses: Record<string, { content?: Record<string, unknown> }> };
}

/** Calls whose answer is a live stream: it never ends by itself, so curl reads it for a moment and stops. */
function answersAStream(key: string): boolean {
  const [method = '', path = ''] = key.split(' ');
  const ok = document.paths[path]?.[method.toLowerCase()]?.responses['200'];
  const answer = ok?.$ref ? document.components.responses[ok.$ref.split('/').at(-1)!] : ok;
  return Boolean(answer?.content?.['text/event-stream']);
}
/** The webhook's example cannot carry a valid signature, which the provider computes over the body. */
const SIGNED_BY_THE_PROVIDER = new Set(['POST /api/order/checkout/webhook']);
const REFUSED_AS_MALFORMED = [400, 401, 405, 415];
/**
 * The checkout and quote examples' carts name menu items of a restaurant this database does not
 * hold: past the contract, the cart check refuses them (400 naming the item), as documented.
 */
const CART_OF_ANOTHER_DATABASE = {
  keys: new Set(['POST /api/order/checkout/create-checkout-session', 'POST /api/order/checkout/quote']),
  path: /^(restaurantId|cartItems\[\d+\]\.menuItemId)$/,
};
/**
 * The webhook example's host is resolved at registration (docs/architecture/webhooks.md): where
 * it does not resolve (tests run without public DNS), it is refused past the contract, naming url.
 */
const HOST_RESOLVED_AT_REGISTRATION = { key: 'POST /api/my/restaurant/webhooks', message: /^url: the host \S+ does not resolve$/ };

describe('the API docs page’s examples', () => {
  let server: TestServer;
  let token: string;
  let workDir: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    token = (await anOwner(server, 'docs-examples@example.com')).token;
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-docs-examples-'));
    fs.mkdirSync(path.join(workDir, 'path/to'), { recursive: true });
    fs.writeFileSync(path.join(workDir, 'path/to/imageFile'), await picture('#27ae60'));
    // The order help report's photo (its only call without a JSON body to choose instead).
    fs.writeFileSync(path.join(workDir, 'path/to/photo'), await picture('#b45309'));
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  const runnable = contract.operations.filter((op) => !SIGNED_BY_THE_PROVIDER.has(op.key));

  it.each(runnable.map((op) => [op.key, op] as const))('%s works as copied', async (_key, op) => {
    const command = page.curlCommand(op, server.url).replaceAll(page.TOKEN_PLACEHOLDER, token);
    // As a user pastes it into a shell, plus curl's own report of the status.
    // A stream is read for 2 s (-N: as it comes); curl's timeout is then its way of stopping.
    const stop = answersAStream(op.key) ? ' -N -m 2; true' : '';
    const { stdout } = await run('bash', ['-c', `${command} -s -w '\n%{http_code}'${stop}`], { cwd: workDir });
    const status = stdout.slice(stdout.lastIndexOf('\n') + 1);
    const answer = `${command}\nanswered ${stdout}`;
    if (CART_OF_ANOTHER_DATABASE.keys.has(op.key) && status === '400') {
      const body = JSON.parse(stdout.slice(0, stdout.lastIndexOf('\n'))) as { details: Array<{ path: string }> };
      expect(body.details.map((d) => d.path), answer).toSatisfy((paths: string[]) => paths.every((p) => CART_OF_ANOTHER_DATABASE.path.test(p)));
      return;
    }
    if (op.key === HOST_RESOLVED_AT_REGISTRATION.key && status === '400') {
      expect(JSON.parse(stdout.slice(0, stdout.lastIndexOf('\n'))).message, answer).toMatch(HOST_RESOLVED_AT_REGISTRATION.message);
      return;
    }
    expect(REFUSED_AS_MALFORMED, answer).not.toContain(Number(status));
    expect(op.responses.map((r) => r.status), `${answer}: not a documented status`).toSatisfy(
      (documented: string[]) => documented.includes(status) || documented.includes('default'),
    );
  });
});
