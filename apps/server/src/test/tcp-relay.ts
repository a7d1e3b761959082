import net from 'node:net';
import type { Database } from '../db/database.ts';

/**
 * A TCP relay in front of PostgreSQL that can be cut and restored: "the database went away"
 * without stopping the machine's server.
 */
export function createRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      const listener = net.createServer((client) => {
        const upstream = net.connect(target);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const close = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', close).on('close', close);
        upstream.on('error', close).on('close', close);
      });
      server = listener;
      listener.listen(port, '127.0.0.1', () => {
        port = (listener.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      server?.close(() => resolve());
    });
  return { start, stop, port: () => port };
}

/** A started relay in front of a PostgreSQL test database, and the URL that goes through it. */
export async function relayInFrontOf(database: Database) {
  const options = database.pool?.options as { connectionString: string } | undefined;
  if (!options) throw new Error('the test database is not PostgreSQL');
  const url = new URL(options.connectionString);
  const relay = createRelay({ host: url.hostname, port: Number(url.port || 5432) });
  await relay.start();
  url.hostname = '127.0.0.1';
  url.port = String(relay.port());
  return { relay, url: url.toString() };
}
