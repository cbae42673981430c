// Helpers for the multipart restaurant form of POST/PUT /api/my/restaurant.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import type { components } from '../../src/generated/api.js';
import type { ProductHandle } from './customers.js';
import type { TestServer } from './test-server.js';

/** A success answers a Restaurant, a failure the Error shape; tests read whichever they expect. */
export type Answer = components['schemas']['Restaurant'] & Partial<components['schemas']['Error']>;

export interface FormFields {
  restaurantName?: string;
  addressLine1?: string;
  postcode?: string;
  city?: string;
  country?: string;
  deliveryPrice?: string;
  estimatedDeliveryTime?: string;
  cuisines?: string[];
  /** JSON text, as the form sends it. */
  menuSections?: string;
  /** Menu details as text: allergens and dietary comma-separated, optionGroups JSON. */
  menuItems?: Array<{ _id?: string; name?: string; price?: string; description?: string; category?: string; allergens?: string; dietary?: string; optionGroups?: string }>;
  /** The owner's new-order e-mail opt-in, as the form's checkbox sends it. */
  emailNewOrders?: string;
}

export const validFields = (): FormFields => ({
  restaurantName: 'Bella Napoli',
  city: 'Manchester',
  country: 'United Kingdom',
  deliveryPrice: '250',
  estimatedDeliveryTime: '30',
  cuisines: ['Italian', 'Pizza'],
  menuItems: [
    { name: 'Margherita', price: '950' },
    { name: 'Carbonara', price: '1150' },
    { name: 'Tiramisu', price: '550' },
  ],
});

export interface Upload {
  bytes: Buffer;
  name?: string;
  type?: string;
  field?: string;
}

/** The body the web form sends: bracket-named lists, every value as text. */
export function restaurantForm(fields: FormFields, image?: Upload): FormData {
  const form = new FormData();
  for (const key of ['restaurantName', 'addressLine1', 'postcode', 'city', 'country', 'deliveryPrice', 'estimatedDeliveryTime', 'menuSections', 'emailNewOrders'] as const) {
    if (fields[key] !== undefined) form.append(key, fields[key]);
  }
  fields.cuisines?.forEach((cuisine, i) => form.append(`cuisines[${i}]`, cuisine));
  fields.menuItems?.forEach((item, i) => {
    for (const [key, value] of Object.entries(item)) if (value !== undefined) form.append(`menuItems[${i}][${key}]`, value);
  });
  if (image) {
    const blob = new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' });
    form.append(image.field ?? 'imageFile', blob, image.name ?? 'shop.png');
  }
  return form;
}

export function picture(colour: string, format: 'png' | 'jpeg' = 'png', width = 900, height = 600): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A signed-in user with a user record, and a way to call the restaurant endpoints as them. */
export async function anOwner(server: TestServer, email: string) {
  const token = await issueDevAccessToken({ config: server.config, db: server.db, email });
  const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  await server.client(token).POST('/api/my/user', { body: { auth0Id: sub, email } });
  const call = async (method: 'GET' | 'POST' | 'PUT', body?: FormData) => {
    const response = await fetch(`${server.url}/api/my/restaurant`, { method, body, headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  return {
    token,
    get: () => call('GET'),
    create: (fields: FormFields, image?: Upload) => call('POST', restaurantForm(fields, image)),
    update: (fields: FormFields, image?: Upload) => call('PUT', restaurantForm(fields, image)),
  };
}

/** Every stored image file, relative to the local storage directory. */
export function storedImages(server: TestServer): string[] {
  const storage = server.config.storage;
  if (storage.kind !== 'local' || !fs.existsSync(storage.dir)) return [];
  return (fs.readdirSync(storage.dir, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(storage.dir, file)).isFile())
    .sort();
}

/** What resaveRestaurant changes: the new-order e-mail checkbox (left out when undefined), and prices by menu item id. */
export interface Resave {
  emailNewOrders?: string;
  prices?: Record<string, number>;
}

/**
 * Saves the owner's restaurant again as the web form sends it: what it has (names and prices;
 * details not sent stay as they are), with these changes, and a picture when it has none yet.
 */
export async function resaveRestaurant(server: Pick<ProductHandle, 'client'> & { url: string }, token: string, changes: Resave = {}) {
  const current = (await server.client(token).GET('/api/my/restaurant')).data!;
  const form = restaurantForm({
    restaurantName: current.restaurantName,
    city: current.city,
    country: current.country,
    deliveryPrice: String(current.deliveryPrice),
    estimatedDeliveryTime: String(current.estimatedDeliveryTime),
    cuisines: current.cuisines,
    menuItems: current.menuItems.map((item) => ({ _id: item._id, name: item.name, price: String(changes.prices?.[item._id] ?? item.price) })),
    emailNewOrders: changes.emailNewOrders,
  }, current.imageUrl ? undefined : { bytes: await picture('#c2410c') });
  const response = await fetch(`${server.url}/api/my/restaurant`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Answer };
}
