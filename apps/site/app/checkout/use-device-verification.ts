import { createApiClient, describeApiError, isRegisteredMessage } from '@vela/api-client';
import { type Status, useVanishingStatus } from '../forms/status-message.tsx';
import { useT } from '../i18n/i18n-provider.tsx';

export const api = createApiClient();
const canonical = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;

/**
 * Checks that a device is registered before any money moves, with the spec's messages: required, not
 * found, verified (proceeding with payment or subscription), and the two kinds of failure.
 */
export function useDeviceVerification(flow: 'payment' | 'subscription') {
  const { t } = useT('errors');
  const [status, setStatus] = useVanishingStatus();

  async function verify(deviceId: string): Promise<string | null> {
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
        setStatus({ kind: 'error', text: t('payment.device_not_found') });
        return null;
      }
      setStatus({ kind: 'info', text: t(flow === 'payment' ? 'payment.verified' : 'subscription.verified') });
      return deviceId;
    } catch (error) {
      const unreachable = describeApiError(error).key === 'generic.network';
      setStatus({ kind: 'error', text: t(unreachable ? 'payment.verify_failed' : 'payment.check_failed') });
      return null;
    }
  }

  const show = (kind: Status['kind'], key: string) => setStatus({ kind, text: t(key) });
  return { status, verify, show };
}
