// The app as a visitor meets it: the web app built (if stale), the API as production runs it
// (api-process.ts) on a temporary data directory with the demo data, and the built hero the
// floor pages (floor-page.ts) show next to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_RESTAURANTS } from '../../src/seed/demo-restaurants.js';
import { buildWebApp, webBuildIsStale } from '../../src/scripts/web-build.js';
import { startApi, type ApiProcess } from './api-process.js';

const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export interface DemoApp {
  api: ApiProcess;
  url: string;
  /** The built hero image of the landing page (web/dist/assets/hero-*.svg). */
  heroFile: string;
  stop(): Promise<void>;
}

export async function startDemoApp(): Promise<DemoApp> {
  if (webBuildIsStale()) buildWebApp();
  const hero = fs.readdirSync(path.join(WEB_DIST, 'assets')).find((name) => /^hero-.*\.svg$/.test(name));
  if (!hero) throw new Error('web/dist has no hero image');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-demo-'));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  startFromSeededCopy(dataDir);
  const api = await startApi({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  return {
    api,
    url: api.url,
    heroFile: path.join(WEB_DIST, 'assets', hero),
    stop: async () => {
      await api.stop();
      removeData();
    },
  };
}

/**
 * BENCH_DEMO_DATA_FROM names a directory with a seeded `demo.sqlite` and its `uploads/` (the bench
 * smoke test passes its run's, test/support/demo-snapshot.ts): copied in, the API's seed finds the
 * demo data there instead of drawing the pictures and hashing the passwords again (tens of seconds).
 */
function startFromSeededCopy(dataDir: string): void {
  const from = process.env.BENCH_DEMO_DATA_FROM;
  if (!from) return;
  fs.copyFileSync(path.join(from, 'demo.sqlite'), path.join(dataDir, 'marketplace.sqlite'));
  fs.cpSync(path.join(from, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
}

export interface DemoRestaurantRef {
  id: string;
  menu: Array<{ _id: string; name: string; optionGroups: Array<{ min: number; options: Array<{ _id: string }> }> }>;
}

/** The first demo restaurant (owner@tuckin.demo's), found as a visitor finds it: by searching its city. */
export async function firstDemoRestaurant(appUrl: string): Promise<DemoRestaurantRef> {
  const { name, city } = DEMO_RESTAURANTS[0]!;
  const query = new URLSearchParams({ searchQuery: name });
  const found = (await (await fetch(`${appUrl}/api/restaurant/search/${encodeURIComponent(city)}?${query}`)).json()) as { data: Array<{ _id: string }> };
  const id = found.data[0]?._id;
  if (!id) throw new Error(`The demo restaurant ${name} is not found in ${city}`);
  const detail = (await (await fetch(`${appUrl}/api/restaurant/${id}`)).json()) as { menuItems: DemoRestaurantRef['menu'] };
  return { id, menu: detail.menuItems };
}
