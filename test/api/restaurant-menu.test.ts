// The menu's own call (docs/product/team-and-roles.md): the owner and the restaurant's managers
// replace sections and dishes with the restaurant form's fields and messages; the details stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { smallPng } from '../support/matrix-requests.js';
import { restaurantForm, type FormFields } from '../support/restaurant-form.js';
import { aTeamMember } from '../support/team.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;

describe.each(testDatabaseKinds())('PUT /api/my/restaurant/menu on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let manager: { token: string };
  let kitchen: { token: string };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await anOwner(server, 'menu-owner@example.com', [['Korma', 1000], ['Naan', 300], ['Dal', 700]]);
    manager = await aTeamMember(server, owner.token, 'menu-manager@example.com', 'manager');
    kitchen = await aTeamMember(server, owner.token, 'menu-kitchen@example.com', 'kitchen');
  }, 60_000);
  afterAll(async () => server?.stop());

  const sendMenu = async (token: string, fields: FormFields, withFile = false) => {
    const form = restaurantForm(fields, withFile ? { bytes: await smallPng() } : undefined);
    const response = await fetch(`${server.url}/api/my/restaurant/menu`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { details?: Array<{ path: string; message: string }> } };
  };
  const menuNow = async () => (await owner.api.GET('/api/my/restaurant')).data!;

  it("lets a manager change prices, sections and dishes, keeping the kept dishes' ids and every detail of the restaurant", async () => {
    const before = await menuNow();
    const [korma, naan] = before.menuItems;
    const answer = await sendMenu(manager.token, {
      menuSections: '["Curries","Breads"]',
      menuItems: [
        { _id: korma!._id, name: 'Korma', price: '1150', category: 'Curries', allergens: 'milk,nuts' },
        { _id: naan!._id, name: 'Garlic Naan', price: '350', category: 'Breads' },
        { name: 'Tarka Dal', price: '750', category: 'Curries', dietary: 'vegan' },
      ],
    });
    expect(answer.status).toBe(200);
    const after = await menuNow();
    expect(after.menuSections).toEqual(['Curries', 'Breads']);
    expect(after.menuItems.map((item) => [item.name, item.price, item.category])).toEqual([['Korma', 1150, 'Curries'], ['Garlic Naan', 350, 'Breads'], ['Tarka Dal', 750, 'Curries']]);
    expect(after.menuItems[0]!._id).toBe(korma!._id);
    expect(after.menuItems[0]!.allergens).toEqual(['milk', 'nuts']);
    expect(after.menuItems[2]!.dietary).toEqual(['vegan']);
    const { menuItems: _a, menuSections: _b, lastUpdated: _c, ...detailsBefore } = before;
    const { menuItems: _d, menuSections: _e, lastUpdated: _f, ...detailsAfter } = after;
    expect(detailsAfter).toEqual(detailsBefore);
    // The public page sells the new menu at once.
    const published = (await (await fetch(`${server.url}/api/restaurant/${owner.restaurantId}`)).json()) as { menuItems: Array<{ name: string; price: number }> };
    expect(published.menuItems.map((item) => item.price)).toEqual([1150, 350, 750]);
  });

  it('lets the owner make the same call', async () => {
    const current = await menuNow();
    const answer = await sendMenu(owner.token, { menuSections: '[]', menuItems: current.menuItems.map((item) => ({ _id: item._id, name: item.name, price: String(item.price) })) });
    expect(answer.status).toBe(200);
    expect((await menuNow()).menuSections).toEqual([]);
  });

  it('names each field at fault with the form\'s messages, and changes nothing', async () => {
    const before = await menuNow();
    const answer = await sendMenu(manager.token, { menuItems: [{ name: '', price: '0' }, { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Stray', price: '100' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      { path: 'menuItems[0].name', message: 'name is required' },
      { path: 'menuItems[0].price', message: 'price is required' },
      { path: 'menuItems[1]._id', message: 'is not an item of this restaurant' },
    ]);
    expect(await menuNow()).toEqual(before);
  });

  it('takes no file', async () => {
    const current = await menuNow();
    const answer = await sendMenu(manager.token, { menuItems: current.menuItems.map((item) => ({ _id: item._id, name: item.name, price: String(item.price) })) }, true);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: 'imageFile', message: 'this call takes no file' }]);
  });

  it('answers the kitchen as it answers a stranger (404), and changes nothing', async () => {
    const before = await menuNow();
    const answer = await sendMenu(kitchen.token, { menuItems: [{ name: 'Kitchen special', price: '100' }] });
    expect(answer.status).toBe(404);
    expect(await menuNow()).toEqual(before);
  });
});
