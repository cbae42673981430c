import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/ports.js';

const ephemeralLow = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]);

describe('freePort', () => {
  it('gives distinct ports below the range the kernel hands to outgoing connections', async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) expect(port).toBeLessThan(ephemeralLow);
  });

  it('skips a port another server holds', async () => {
    const first = await freePort();
    // The next port it would give, taken before it is asked for.
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(first + 1, resolve));
    try {
      const next = await freePort();
      expect(next).not.toBe(first + 1);
      await new Promise<void>((resolve, reject) => {
        const server = net.createServer().once('error', reject);
        server.listen(next, () => server.close(() => resolve()));
      });
    } finally {
      holder.close();
    }
  });
});
