import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './data-provider.ts';
import { errorCode, fieldErrorsOf } from './errors.ts';

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
    await expect(provider.getResellerStats()).resolves.toEqual({ total: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const write = vi.fn(async () => answer(503, { error: 'later', code: 'unavailable' }));
    vi.stubGlobal('fetch', write);
    await expect(provider.claimDevice({ pairing_code: 'X' })).rejects.toMatchObject({
      status: 503,
      message: 'errors.generic.unavailable',
    });
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('names the field a refusal concerns, for react-admin to show it there, and keeps the code', async () => {
    const provider = createDataProvider('/api/admin');
    vi.stubGlobal('fetch', async () => answer(409, { error: 'taken', code: 'host_taken' }));
    const refusal = await provider
      .create('whitelist', { data: { host: 'http://a.example' } })
      .catch((error: unknown) => error);
    expect(errorCode(refusal)).toBe('host_taken');
    expect(fieldErrorsOf(refusal)).toEqual({ host: 'hosts.errors.host_taken' });
    expect(refusal).toMatchObject({ status: 409, message: 'errors.dashboard.host_taken' });
  });

  it('names no field for a refusal that concerns none, nor for another resource', async () => {
    const provider = createDataProvider('/api/admin');
    vi.stubGlobal('fetch', async () => answer(409, { error: 'taken', code: 'host_taken' }));
    const refusal = await provider.revokeApiKey('k1').catch((error: unknown) => error);
    expect(errorCode(refusal)).toBe('host_taken');
    expect(fieldErrorsOf(refusal)).toBeUndefined();
    expect(errorCode(new Error('network'))).toBeUndefined();
  });

  it("answers the account's own calls through better-auth's client, with a refusal on the field it concerns", async () => {
    const provider = createDataProvider('/api/admin');
    vi.stubGlobal('fetch', async () => answer(409, { error: 'taken', code: 'user_exists' }));
    const refusal = await provider
      .requestEmailChange({ email: 'b@example.com', password: 'pw' })
      .catch((error: unknown) => error);
    expect(errorCode(refusal)).toBe('user_exists');
    expect(fieldErrorsOf(refusal)).toEqual({ email: 'errors.dashboard.user_exists' });
    expect(refusal).toMatchObject({ status: 409, message: 'errors.dashboard.user_exists' });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    const unreached = await provider.getAccount().catch((error: unknown) => error);
    expect(unreached).toMatchObject({ status: 0, message: 'errors.generic.network' });
    expect(fieldErrorsOf(unreached)).toBeUndefined();
  });
});
