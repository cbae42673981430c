// Vitest global setup of the browser tier: one Chromium for the whole run rather than one per
// test file (a launch is a second or two of CPU on CI's two cores, and files run side by side).
// Files connect to it through the endpoint in the environment (test/support/chromium.ts).
// Without Chromium nothing starts: the files skip themselves with their warning.
import { CHROMIUM_ENDPOINT_ENV, chromiumPath, launchChromiumServer } from './chromium-launch.js';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (!chromiumPath()) return undefined;
  const server = await launchChromiumServer();
  process.env[CHROMIUM_ENDPOINT_ENV] = server.wsEndpoint();
  return async () => {
    delete process.env[CHROMIUM_ENDPOINT_ENV];
    await server.close();
  };
}
