import net from 'node:net';

export interface RoundRobinProxy {
  /** Connections handed to each backend so far, in the order the backends were given. */
  connections: number[];
  close(): Promise<void>;
}

/**
 * A TCP load balancer on loopback, as small as they come: each new connection goes to the
 * next backend in turn, and bytes are copied both ways untouched (HTTP keep-alive included).
 */
export async function startRoundRobinProxy(port: number, backendPorts: number[]): Promise<RoundRobinProxy> {
  const connections = backendPorts.map(() => 0);
  const open = new Set<net.Socket>();
  let next = 0;
  const server = net.createServer((client) => {
    const index = next;
    next = (next + 1) % backendPorts.length;
    connections[index]! += 1;
    const backend = net.connect(backendPorts[index]!, '127.0.0.1');
    for (const [socket, other] of [[client, backend], [backend, client]] as const) {
      open.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        open.delete(socket);
        other.destroy();
      });
    }
    client.pipe(backend);
    backend.pipe(client);
  });
  // 1,000 clients connecting at once overflow Node's default backlog of 511, and a dropped SYN costs seconds.
  await new Promise<void>((resolve) => server.listen({ port, host: '127.0.0.1', backlog: 4096 }, resolve));
  return {
    connections,
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
