// The Auth Emulator's address is held by a gate while the emulator starts (scripts/auth-emulator-gate.mjs): a
// connection made before then must wait and then reach the emulator, not fail, and none may get through before the
// gate opens (under `npm start`, before the demo account is seeded).
import { createServer } from 'node:http';
import type { Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, openGate } from '../../scripts/auth-emulator-gate.mjs';

const HOST = '127.0.0.1';
const opened: Server[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A stand-in emulator on a free port that answers every request with `body`. */
async function upstream(body: string): Promise<number> {
  const port = await freePort(HOST);
  const server = createServer((_request, response) => response.end(body));
  opened.push(server);
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve));
  return port;
}

async function gate(target: number, ready: Promise<unknown>): Promise<number> {
  const port = await freePort(HOST);
  opened.push(await openGate({ host: HOST, port, target, ready }));
  return port;
}

describe('the Auth Emulator gate', () => {
  it('holds a request until it opens, then forwards it', async () => {
    let open = () => {};
    const ready = new Promise<void>((resolve) => (open = resolve));
    const port = await gate(await upstream('emulator'), ready);
    let answered = false;
    const answer = fetch(`http://${HOST}:${port}/`).then(async (response) => {
      answered = true;
      return response.text();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    open();
    expect(await answer).toBe('emulator');
  });

  it('forwards at once when already open', async () => {
    const port = await gate(await upstream('ready'), Promise.resolve());
    expect(await (await fetch(`http://${HOST}:${port}/`)).text()).toBe('ready');
  });

  it('closes the connections it holds when the emulator never becomes ready', async () => {
    let fail = (_error: Error) => {};
    const ready = new Promise<void>((_resolve, reject) => (fail = reject));
    const port = await gate(await upstream('never'), ready);
    const answer = fetch(`http://${HOST}:${port}/`);
    fail(new Error('the emulator stopped'));
    await expect(answer).rejects.toThrow();
  });
});
