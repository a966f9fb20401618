import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError } from './errors.ts';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok","db":"pglite"}');
    } else if (req.url === '/api/config') {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>down</h1>');
    } else {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":"Not found","code":"not_found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('returns the parsed body of a successful answer', async () => {
    await expect(createApiClient({ baseUrl }).health()).resolves.toEqual({ status: 'ok', db: 'pglite' });
  });

  it('turns a non-JSON error answer into HTTP {status}', async () => {
    const error = await createApiClient({ baseUrl })
      .config()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 503,
      key: 'http_status',
      params: { status: 503 },
      message: 'HTTP 503',
    });
  });

  it("keeps the server's error text and code", async () => {
    const client = createApiClient({ baseUrl: `${baseUrl}nowhere` });
    await expect(client.health()).rejects.toMatchObject({ status: 404, key: 'server', code: 'not_found' });
  });

  it('reports an unreachable server as a network error', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(client.health()).rejects.toMatchObject({
      status: null,
      key: 'network',
      code: 'network_error',
    });
  });
});
