// A restaurant's public stream of changes (docs/architecture/live.md "A restaurant's changes"):
// a dish sold out or back, a pause and its end, new hours are each told to the restaurant's
// followers, to no other restaurant's; an unknown restaurant is 404; and a change written
// through one API process reaches a stream held by another, fed by the catalogue's counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { anOwner } from '../support/owners.js';
import { freePort } from '../support/ports.js';
import { openStream, type SseStream } from '../support/sse-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;
const path = (restaurantId: string) => `/api/restaurant/${restaurantId}/events`;
const ready = (stream: SseStream) => stream.until((s) => s.retries.length > 0, 'the stream to be ready');
const toldOf = (stream: SseStream) => stream.events.map((m) => [m.event, JSON.parse(m.data)]);
const firstDish = async (owner: Owner) => (await owner.api.GET('/api/my/restaurant')).data!.menuItems[0]!._id;
const soldOut = async (owner: Owner, soldOut: boolean) =>
  owner.api.PUT('/api/my/restaurant/menu-items/{menuItemId}/sold-out', { params: { path: { menuItemId: await firstDish(owner) } }, body: { soldOut } });

describe.each(testDatabaseKinds())('a restaurant\'s stream of changes on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let other: Owner;
  const opened: SseStream[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await anOwner(server, 'stream-owner@example.com');
    other = await anOwner(server, 'stream-other@example.com');
  });
  afterAll(async () => {
    for (const s of opened) s.close();
    await server?.stop();
  });

  it('tells its followers, with no token, of each change of the restaurant and of no other\'s', async () => {
    const stream = await openStream(server.url, path(owner.restaurantId));
    opened.push(stream);
    expect([stream.status, stream.headers.get('content-type')]).toEqual([200, 'text/event-stream; charset=utf-8']);
    await ready(stream);
    expect(stream.events).toEqual([]);

    // Another restaurant's change first: whatever comes after it must be this restaurant's only.
    expect((await soldOut(other, true)).response.status).toBe(200);
    expect((await soldOut(owner, true)).response.status).toBe(200);
    await stream.nth(1, 10_000);
    expect((await owner.api.POST('/api/my/restaurant/pause', { body: { minutes: 30 } })).response.status).toBe(200);
    await stream.nth(2, 10_000);
    expect((await owner.api.DELETE('/api/my/restaurant/pause')).response.status).toBe(200);
    await stream.nth(3, 10_000);
    expect((await owner.api.PUT('/api/my/restaurant/availability', { body: { timeZone: 'Europe/London', weeklyHours: null, closures: [{ from: '2031-12-25', to: '2031-12-25' }] } })).response.status).toBe(200);
    await stream.nth(4, 10_000);
    expect(toldOf(stream)).toEqual(Array.from({ length: 4 }, () => ['message', { restaurantId: owner.restaurantId }]));
  });

  it('answers 404 for a restaurant that does not exist, before any stream', async () => {
    const unknown = await openStream(server.url, path('6755c8f2a1b2c3d4e5f60718'));
    expect([unknown.status, JSON.parse(unknown.text).code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('a restaurant\'s stream across two API processes', () => {
  let deployment: Deployment | undefined;
  const opened: SseStream[] = [];
  afterAll(async () => {
    for (const s of opened) s.close();
    await deployment?.destroy();
  });

  it('sends a change written through one process to the stream held by the other', { timeout: 120_000 }, async () => {
    deployment = await createDeployment({ kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', redisUrl: process.env.TEST_REDIS_URL });
    const d = deployment;
    const otherPort = await freePort();
    await d.startApi(d.config.port);
    await d.startApi(otherPort);
    const owner = await anOwner(d, 'stream-two-processes@example.com');
    const stream = await openStream(`http://127.0.0.1:${otherPort}`, path(owner.restaurantId));
    opened.push(stream);
    await ready(stream);
    // Through the first process (the deployment's address).
    expect((await soldOut(owner, true)).response.status).toBe(200);
    await stream.nth(1, 10_000);
    expect(toldOf(stream)).toEqual([['message', { restaurantId: owner.restaurantId }]]);
  });
});
