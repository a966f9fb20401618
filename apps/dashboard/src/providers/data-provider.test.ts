import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './data-provider.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the dataProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads again while the API answers 503, and sends a write once, saying the service is unavailable', async () => {
    const provider = createDataProvider('/api/admin');
    const reads = [answer(503, { error: 'later', code: 'unavailable' }), answer(200, { total: 3 })];
    const fetchMock = vi.fn(async () => reads.shift() ?? answer(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    await expect(provider.getJson('stats')).resolves.toEqual({ total: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const write = vi.fn(async () => answer(503, { error: 'later', code: 'unavailable' }));
    vi.stubGlobal('fetch', write);
    await expect(provider.postJson('devices/claim', { pairing_code: 'X' })).rejects.toMatchObject({
      status: 503,
      message: 'errors.generic.unavailable',
    });
    expect(write).toHaveBeenCalledTimes(1);
  });
});
