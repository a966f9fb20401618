import type { APIRequestContext } from '@playwright/test';

let counter = 0;

/** A device id that no registered device has (ids the server picks have 2, 6, A or E as their second digit). */
export function newDeviceId(): string {
  counter += 1;
  const value = ((Date.now() % 0xffffff) * 256 + counter) % 0xffffffffff;
  const hex = `E2${value.toString(16).padStart(10, '0')}`.slice(0, 12).toUpperCase();
  return hex.match(/.{2}/g)?.join(':') ?? hex;
}

/** Registers a device the way the TV app does, through the API of the server under test: the server picks its id. */
export async function registerDevice(request: APIRequestContext, baseURL: string) {
  const response = await request.post(`${baseURL}/api/app/register`, { data: { device_brand: 'E2E TV' } });
  if (response.status() !== 201) throw new Error(`register answered ${response.status()}`);
  const body = (await response.json()) as { deviceid: string; device_key: string; trial_expires_at: string };
  return { deviceid: body.deviceid, deviceKey: body.device_key, trialExpiresAt: body.trial_expires_at };
}

interface PurchasedLicence {
  privacy_expires_at: string | null;
}

/** Buys Basic, then Premium when asked, for a device through the payments simulator's server flow. */
export async function buyThroughSimulator(
  request: APIRequestContext,
  baseURL: string,
  deviceid: string,
  plans: readonly ('basic' | 'premium')[],
): Promise<PurchasedLicence | null> {
  let licence: PurchasedLicence | null = null;
  for (const plan of plans) {
    if (plan === 'basic') {
      const order = (await (
        await request.post(`${baseURL}/api/payments/orders`, { data: { deviceid } })
      ).json()) as { orderId: string };
      const captured = await request.post(`${baseURL}/api/payments/orders/${order.orderId}/capture`);
      licence = ((await captured.json()) as { licence: PurchasedLicence }).licence;
    } else {
      const simulated = (await (
        await request.post(`${baseURL}/api/payments/simulator/subscriptions`, { data: { deviceid } })
      ).json()) as { subscriptionId: string };
      const confirmed = await request.post(`${baseURL}/api/payments/subscriptions`, {
        data: { deviceid, subscriptionId: simulated.subscriptionId },
      });
      licence = ((await confirmed.json()) as { licence: PurchasedLicence }).licence;
    }
  }
  return licence;
}

export async function licenceOf(
  request: APIRequestContext,
  baseURL: string,
  device: { deviceid: string; deviceKey: string },
) {
  const response = await request.post(`${baseURL}/api/app/sync`, {
    data: { deviceid: device.deviceid, device_key: device.deviceKey },
  });
  return (
    (await response.json()) as {
      licence: { plan: string; lifetime_licence: boolean; privacy_active: boolean };
    }
  ).licence;
}

export async function playlistsOf(
  request: APIRequestContext,
  baseURL: string,
  device: { deviceid: string; deviceKey: string },
) {
  const response = await request.post(`${baseURL}/api/app/sync`, {
    data: { deviceid: device.deviceid, device_key: device.deviceKey },
  });
  return (
    (await response.json()) as {
      playlists: {
        name: string;
        host: string;
        username: string;
        hide_playlist_info: boolean;
        epg_url: string | null;
        epg_source: string;
      }[];
    }
  ).playlists;
}
