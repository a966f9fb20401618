import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundFetcher } from './outbound-fetch.ts';

/** A local HTTP server that answers by path, and counts what it was asked. */
async function localServer() {
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(`${request.headers.host} ${request.url}`);
    switch (request.url) {
      case '/token':
        response.end('the-token\n');
        return;
      case '/moved':
        response.writeHead(302, { location: 'http://elsewhere.example/token' }).end();
        return;
      case '/large':
        response.end('x'.repeat(64 * 1024));
        return;
      case '/silent':
        // Never answers: the fetcher's own deadline must end the wait.
        return;
      default:
        response.writeHead(404).end('not here');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, seen };
}

describe('the outbound fetcher', () => {
  let local: Awaited<ReturnType<typeof localServer>>;
  beforeAll(async () => {
    local = await localServer();
  });
  afterAll(() => {
    local.server.closeAllConnections();
    local.server.close();
  });

  it('reads a small answer from an allowed address', async () => {
    const fetcher = createOutboundFetcher({ allowPrivateAddresses: true });
    expect(await fetcher.request(`http://127.0.0.1:${local.port}/token`)).toEqual({
      ok: true,
      status: 200,
      body: 'the-token\n',
    });
    expect(await fetcher.request(`http://127.0.0.1:${local.port}/nothing`)).toEqual({
      ok: true,
      status: 404,
      body: 'not here',
    });
  });

  it('refuses loopback, private, link-local and metadata addresses without connecting, unless allowed', async () => {
    const fetcher = createOutboundFetcher({ allowPrivateAddresses: false });
    const before = local.seen.length;
    for (const url of [
      `http://127.0.0.1:${local.port}/token`,
      `http://localhost:${local.port}/token`,
      `http://[::1]:${local.port}/token`,
      `http://[::ffff:127.0.0.1]:${local.port}/token`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/token',
      'http://100.64.0.1/token',
      'http://0.0.0.0/token',
    ]) {
      const result = await fetcher.request(url);
      expect({ url, result }).toMatchObject({ url, result: { ok: false, failure: 'address_not_allowed' } });
    }
    expect(local.seen.length).toBe(before);
  });

  it('judges every address a name resolves to and connects to the one it judged, resolving once', async () => {
    let lookups = 0;
    const resolveTo = (addresses: string[]) => async () => {
      lookups += 1;
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    const refused = createOutboundFetcher({
      allowPrivateAddresses: false,
      resolve: resolveTo(['10.0.0.7', '127.0.0.1']),
    });
    expect(await refused.request(`http://provider.example:${local.port}/token`)).toMatchObject({
      ok: false,
      failure: 'address_not_allowed',
      detail: '10.0.0.7, 127.0.0.1',
    });

    lookups = 0;
    const allowed = createOutboundFetcher({
      allowPrivateAddresses: true,
      resolve: resolveTo(['127.0.0.1']),
    });
    const before = local.seen.length;
    expect(await allowed.request(`http://provider.example:${local.port}/token`)).toMatchObject({
      ok: true,
      body: 'the-token\n',
    });
    expect(lookups).toBe(1);
    // The request went to the judged address, with the name as its Host.
    expect(local.seen.slice(before)).toEqual([`provider.example:${local.port} /token`]);
  });

  it('does not follow a redirect, and says where it led', async () => {
    const fetcher = createOutboundFetcher({ allowPrivateAddresses: true });
    expect(await fetcher.request(`http://127.0.0.1:${local.port}/moved`)).toEqual({
      ok: false,
      failure: 'redirected',
      status: 302,
      location: 'http://elsewhere.example/token',
    });
  });

  it('stops reading past the body cap', async () => {
    const fetcher = createOutboundFetcher({ allowPrivateAddresses: true, maxBodyBytes: 1024 });
    expect(await fetcher.request(`http://127.0.0.1:${local.port}/large`)).toMatchObject({
      ok: false,
      failure: 'too_large',
    });
  });

  it('gives up on a server that never answers at its deadline', async () => {
    const fetcher = createOutboundFetcher({ allowPrivateAddresses: true, timeoutMs: 300 });
    const started = performance.now();
    expect(await fetcher.request(`http://127.0.0.1:${local.port}/silent`)).toEqual({
      ok: false,
      failure: 'timed_out',
    });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(3_000);
  });

  it('says a server is unreachable when nothing listens or the name is unknown', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const fetcher = createOutboundFetcher({ allowPrivateAddresses: true });
    expect(await fetcher.request(`http://127.0.0.1:${port}/token`)).toEqual({
      ok: false,
      failure: 'unreachable',
      detail: 'ECONNREFUSED',
    });
    expect(await fetcher.request('http://no-such-host.invalid/token')).toMatchObject({
      ok: false,
      failure: 'unreachable',
    });
  });

  it('takes only http and https URLs without credentials', async () => {
    const fetcher = createOutboundFetcher({ allowPrivateAddresses: true });
    for (const url of [
      'ftp://127.0.0.1/token',
      'file:///etc/passwd',
      'not a url',
      'http://user:pw@127.0.0.1/',
    ]) {
      expect(await fetcher.request(url), url).toEqual({ ok: false, failure: 'invalid_url' });
    }
  });

  it('judges an address before anything is sent, as a request would, and lets a name that does not resolve pass', async () => {
    const judge = (url: string, addresses: string[] | Error, allowPrivateAddresses = false) =>
      createOutboundFetcher({
        allowPrivateAddresses,
        resolve: async () => {
          if (addresses instanceof Error) throw addresses;
          return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
        },
      }).judge(url);
    expect(await judge('https://169.254.169.254/latest', [])).toEqual({
      ok: false,
      failure: 'address_not_allowed',
      detail: '169.254.169.254',
    });
    expect(await judge('https://[fd00::1]/in', [])).toMatchObject({ failure: 'address_not_allowed' });
    expect(await judge('https://hooks.example.net/in', ['10.0.0.7', '127.0.0.1'])).toEqual({
      ok: false,
      failure: 'address_not_allowed',
      detail: '10.0.0.7, 127.0.0.1',
    });
    expect(await judge('https://hooks.example.net/in', ['10.0.0.7', '93.184.216.34'])).toEqual({ ok: true });
    expect(await judge('https://hooks.example.net/in', new Error('ENOTFOUND'))).toEqual({ ok: true });
    expect(await judge('https://hooks.example.net/in', ['127.0.0.1'], true)).toEqual({ ok: true });
    expect(await judge('ftp://hooks.example.net/in', [])).toEqual({ ok: false, failure: 'invalid_url' });
  });
});
