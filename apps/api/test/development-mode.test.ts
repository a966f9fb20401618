import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { engines, startTestServer, type TestServer } from './harness.ts';

/** An IPv4 address of this machine that is not loopback: what another machine on the network would reach. */
function interfaceAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

/** Whether a TCP connection to the address is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe.each(engines)('development mode on $name', (engine) => {
  describe('by default', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, { HOST: '' });
    });
    afterAll(() => server?.stop());

    it('listens on loopback only, so no other machine reaches it', async () => {
      expect(new URL(server.url).hostname).toBe('127.0.0.1');
      expect(await accepts('127.0.0.1', server.port)).toBe(true);
      const external = interfaceAddress();
      if (external) expect(await accepts(external, server.port)).toBe(false);
    });

    it('answers the outbox to a socket on this machine and 404 to any other, whatever the headers say', async () => {
      const app = createApp(server.deps, { simulator: null });
      const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
        app.fetch(new Request('http://vela.test/api/dev/outbox', { headers }), {
          incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: 'IPv4' } },
        });
      expect((await ask('127.0.0.1')).status).toBe(200);
      expect((await ask('127.0.0.53')).status).toBe(200);
      expect((await ask('::1')).status).toBe(200);
      expect((await ask('::ffff:127.0.0.1')).status).toBe(200);
      for (const remote of ['192.0.2.44', '::ffff:192.0.2.44', 'fd00::7', '10.0.0.1']) {
        const refused = await ask(remote, { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
        expect(refused.status, remote).toBe(404);
        expect(await refused.json()).toEqual({ error: expect.any(String), code: 'not_found' });
      }
    });
  });

  describe('listening on every interface behind a trusted proxy', () => {
    let server: TestServer;
    const external = interfaceAddress();
    beforeAll(async () => {
      server = await startTestServer(engine, { HOST: '0.0.0.0', TRUST_PROXY: 'true' });
    });
    afterAll(() => server?.stop());

    it('still keeps the development routes to callers on this machine', async () => {
      const local = await fetch(`http://127.0.0.1:${server.port}/api/dev/outbox`);
      expect(local.status).toBe(200);
      expect(Array.isArray(await local.json())).toBe(true);
      // Without another interface there is no other machine to ask from; the socket test above stands in.
      if (!external) return;
      const remote = `http://${external}:${server.port}`;
      const forwarded: Record<string, string>[] = [
        {},
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-forwarded-for': '::1, 127.0.0.1' },
      ];
      for (const headers of forwarded) {
        const outbox = await fetch(`${remote}/api/dev/outbox`, { headers });
        expect(outbox.status).toBe(404);
        const answer = await fetch(`${remote}/api/dev/tickets/00000000-0000-4000-8000-000000000000/answer`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'x' }),
        });
        expect(answer.status).toBe(404);
      }
      // The rest of the API answers there as usual.
      expect((await fetch(`${remote}/api/health`)).status).toBe(200);
    });
  });
});
