import fs from 'node:fs';
import net from 'node:net';

// Ports come from below the kernel's ephemeral range: a port the OS picks (`listen(0)`) is
// one an outgoing connection (PostgreSQL, Redis, fetch) of any process may take before our
// server listens on it, as it did to CI (EADDRINUSE seconds after the probe). Each vitest
// worker draws from its own slice, so test files running side by side never pick the same
// port; other processes (the bench and its children) share slice 0 from a random start.
const FIRST_PORT = 10_000;
const SLICE_SIZE = 2_000;

const slices = Math.max(1, Math.floor((ephemeralLow() - FIRST_PORT) / SLICE_SIZE));
const slice = Number(process.env.VITEST_POOL_ID ?? 0) % slices;
const sliceStart = FIRST_PORT + slice * SLICE_SIZE;
let offset = Math.floor(Math.random() * SLICE_SIZE);

/** A port that is free now and that only a server we start will take. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < SLICE_SIZE; tried++) {
    const port = sliceStart + (offset++ % SLICE_SIZE);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${sliceStart}-${sliceStart + SLICE_SIZE - 1}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The first port the kernel hands out on its own (Linux); 32768 where it cannot be read. */
function ephemeralLow(): number {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > FIRST_PORT + SLICE_SIZE ? low : 32_768;
  } catch {
    return 32_768;
  }
}
