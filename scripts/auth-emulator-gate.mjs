// The Auth Emulator's address as everything local knows it (firebase.json's host and port), held open from the first
// moment: scripts/with-auth-emulator.mjs runs the emulator itself on a free port of its own and this gate forwards each
// connection to it once it is ready (and, for `npm start`, seeded). So the command it runs can start at once, and a
// sign-in, a test or a script that reaches the emulator before then waits for it instead of failing or finding an
// emulator without its demo account (docs/development.md#development-server).
import { createServer, connect } from 'node:net';

/** A free TCP port on `host`, for the emulator behind the gate. */
export function freePort(host) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

/**
 * Listens on `host:port` and, once `ready` resolves, pipes every connection (those that waited first) to
 * `host:target`. Should `ready` reject, connections are closed. Resolves with the listening server.
 * @param {{ host: string; port: number; target: number; ready: Promise<unknown> }} options
 * @returns {Promise<import('node:net').Server>}
 */
export function openGate({ host, port, target, ready }) {
  ready.catch(() => undefined);
  // No Nagle on either leg: a proxy that holds a response's second write until the first is acknowledged adds the
  // browser's delayed-ack wait (up to 40 ms) to every sign-in call, which a signed-in page's load would feel.
  const server = createServer({ noDelay: true }, (client) => {
    client.on('error', () => client.destroy());
    ready.then(
      () => {
        if (client.destroyed) return;
        const upstream = connect({ port: target, host, noDelay: true });
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      },
      () => client.destroy(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
