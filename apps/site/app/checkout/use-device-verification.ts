import {
  ApiError,
  createApiClient,
  type DeviceLicence,
  describeApiError,
  isRegisteredMessage,
} from '@vela/api-client';
import { useState } from 'react';
import { type Status, useVanishingStatus } from '../forms/status-message.tsx';
import { useT } from '../i18n/i18n-provider.tsx';

export const api = createApiClient();
const canonical = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;

/** Whether a failed call was the API refusing Basic to a device that has the lifetime licence. */
export const isLifetimeOwned = (error: unknown) =>
  error instanceof ApiError && error.code === 'lifetime_licence_owned';

/**
 * Checks that a device is registered before any money moves, with the spec's messages: required, not
 * found, verified (proceeding with payment or subscription), and the two kinds of failure. A verified
 * device's licence is read too, so the page shows what the device has before anyone pays; Basic is refused
 * to a device that already has the lifetime licence.
 */
export function useDeviceVerification(flow: 'payment' | 'subscription') {
  const { t } = useT('errors');
  const [status, setStatus] = useVanishingStatus();
  const [licence, setLicence] = useState<DeviceLicence | null>(null);

  async function verify(deviceId: string): Promise<DeviceLicence | null> {
    if (deviceId === '') {
      setStatus({ kind: 'error', text: t('payment.device_required') });
      return null;
    }
    if (!canonical.test(deviceId)) {
      setStatus({ kind: 'error', text: t('payment.device_not_found_mac') });
      return null;
    }
    try {
      const { message } = await api.checkDeviceId(deviceId);
      if (!isRegisteredMessage(message)) {
        setLicence(null);
        setStatus({ kind: 'error', text: t('payment.device_not_found') });
        return null;
      }
      const found = await api.payments.licence(deviceId);
      setLicence(found);
      if (flow === 'payment' && !found.offers.basic) {
        setStatus({ kind: 'error', text: t('payment.lifetime_owned') });
        return null;
      }
      setStatus({ kind: 'info', text: t(flow === 'payment' ? 'payment.verified' : 'subscription.verified') });
      return found;
    } catch (error) {
      const unreachable = describeApiError(error).key === 'generic.network';
      setStatus({ kind: 'error', text: t(unreachable ? 'payment.verify_failed' : 'payment.check_failed') });
      return null;
    }
  }

  const show = (kind: Status['kind'], key: string) => setStatus({ kind, text: t(key) });
  /** The licence read for exactly this device id, if it was verified. */
  const licenceOf = (deviceId: string) => (licence?.deviceid === deviceId ? licence : null);
  return { status, verify, show, licenceOf };
}
