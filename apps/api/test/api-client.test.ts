import { ApiError, createApiClient, describeApiError, isRegisteredMessage } from '@vela/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer, uniqueDeviceId } from './harness.ts';

describe('the typed client against the real API', () => {
  let server: TestServer;
  let client: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    server = await startTestServer(engines[0] as (typeof engines)[number]);
    client = createApiClient({ baseUrl: server.url });
  });
  afterAll(() => server?.stop());

  it('walks a device through registration, a playlist, Basic and Premium', async () => {
    const registered = await client.device.register({ device_brand: 'LG' });
    const deviceid = registered.deviceid;
    const credentials = { deviceid, device_key: registered.device_key ?? '' };
    expect(registered.licence.plan).toBe('trial');
    expect(isRegisteredMessage((await client.checkDeviceId(deviceid)).message)).toBe(true);
    expect(isRegisteredMessage((await client.checkDeviceId(uniqueDeviceId())).message)).toBe(false);

    expect(await client.checkHostCode(135790)).toEqual({ exists: true });
    const added = await client.submitPlaylist({
      query: {
        host_code: 135790,
        username: 'u',
        password: 'p',
        playlistName: 'Code',
        deviceid,
        hide_playlist_info: true,
      },
    });
    expect(added.message).toContain('Code');
    const synced = await client.device.sync(credentials);
    expect(synced.playlists[0]).toMatchObject({
      host: 'https://tv.demo-provider.example',
      hide_playlist_info: true,
    });
    expect(await client.device.canPlay({ ...credentials, host: 'https://x.example.com' })).toMatchObject({
      reason: 'trial',
    });

    const { orderId } = await client.payments.createOrder(deviceid);
    expect((await client.payments.captureOrder(orderId)).licence.lifetime_licence).toBe(true);
    const { subscriptionId } = await client.payments.simulatedSubscription(deviceid);
    expect((await client.payments.confirmSubscription(deviceid, subscriptionId)).licence.plan).toBe(
      'premium',
    );
  });

  it('reads news and sends forms', async () => {
    expect(await client.getAllNews()).toHaveLength(13);
    const comment = {
      fields: [
        { name: 'post_id', value: '5' },
        { name: 'message', value: 'Nice' },
      ],
    };
    expect(await client.submitForm('comment', comment, 'ar')).toEqual({ ok: true });
    expect(await client.blogComments('5')).toEqual([]);
    expect(await client.subscribeNewsletter('reader@example.com')).toEqual({ ok: true });
  });

  it('throws refusals with the rule that failed, ready to translate', async () => {
    const error = await client
      .submitPlaylist({
        query: {
          url: 'ftp://x',
          username: 'u',
          password: 'p',
          playlistName: 'n',
          deviceid: 'AA:BB:CC:DD:EE:FF',
          hide_playlist_info: true,
        },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(describeApiError(error)).toEqual({ namespace: 'validation', key: 'invalid_url' });
    const missing = await client.device
      .sync({ deviceid: uniqueDeviceId(), device_key: 'k' })
      .catch((e: unknown) => e);
    expect(describeApiError(missing)).toEqual({ namespace: 'errors', key: 'playlist.device_not_found' });
  });
});
