/**
 * A TCP relay in front of PostgreSQL whose behaviour the test switches: forward (normal),
 * refuse (closed: nothing listens, an outage, until it listens again) or hang (connections
 * accepted, nothing ever answered: a stuck network or server).
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type RelayMode = 'forward' | 'hang';

export interface Relay {
  port: number;
  mode: RelayMode;
  /** Cuts every open connection (the pool must reconnect through the relay). */
  cutAll(): void;
  /** Cuts every connection and stops listening: connecting is refused until `listen()`. */
  close(): Promise<void>;
  /** Listens again, on the same port. */
  listen(): Promise<void>;
}

export async function tcpRelay(target: { host: string; port: number }): Promise<Relay> {
  const sockets = new Set<Socket>();
  const relay: Relay = {
    port: 0,
    mode: 'forward',
    cutAll() {
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    close: () => new Promise<void>((resolve) => {
      relay.cutAll();
      server.close(() => resolve());
    }),
    listen: () => new Promise<void>((resolve) => server.listen(relay.port, '127.0.0.1', resolve)),
  };
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (relay.mode === 'hang') return;
    const upstream = createConnection(target);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await relay.listen();
  relay.port = (server.address() as { port: number }).port;
  return relay;
}
