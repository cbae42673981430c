// Vitest's global setup: the tests run the server from its sources, which serves the hosted
// checkout's files as the build writes them (src/scripts/checkout-build.ts).
import { buildCheckoutAssets } from '../../src/scripts/checkout-build.js';

export default async function setup(): Promise<void> {
  await buildCheckoutAssets();
}
