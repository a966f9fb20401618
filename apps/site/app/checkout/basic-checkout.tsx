import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useReferencedDeviceId } from '../forms/device-id-field.tsx';
import { useT } from '../i18n/i18n-provider.tsx';
import { usePublicConfig } from '../layout/public-config.ts';
import { useSiteSettings } from '../layout/site-settings.ts';
import { useLocalizedPath } from '../ui/localized-link.tsx';
import { DeviceStep, PaymentChoice } from './checkout-parts.tsx';
import { purchaseState } from './purchase.ts';
import { api, isLifetimeOwned, useDeviceVerification } from './use-device-verification.ts';

/**
 * Buying Basic: the device is verified, the API creates the order (its amount is the server's), PayPal
 * takes the approval, the API captures it and grants the licence.
 */
export function BasicCheckout() {
  const { t, locale } = useT('checkout');
  const id = useId();
  const { prices } = useSiteSettings();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const successPath = useLocalizedPath('/payment-success');
  const referenced = useReferencedDeviceId();
  const [typed, setTyped] = useState('');
  const deviceId = referenced ?? typed;
  const { status, verify, show, licenceOf } = useDeviceVerification('payment');
  const [busy, setBusy] = useState(false);
  // PayPal reports a refused createOrder as an error; the verification has already said why.
  const refusedBeforePayPal = useRef(false);

  async function createOrder(): Promise<string> {
    refusedBeforePayPal.current = false;
    const verified = await verify(deviceId);
    if (!verified) {
      refusedBeforePayPal.current = true;
      throw new Error('The device is not verified');
    }
    try {
      const { orderId } = await api.payments.createOrder(verified.deviceid, locale);
      return orderId;
    } catch (error) {
      if (isLifetimeOwned(error)) {
        refusedBeforePayPal.current = true;
        show('error', 'payment.lifetime_owned');
      }
      throw error;
    }
  }

  async function capture(orderId: string) {
    try {
      const { deviceid, licence } = await api.payments.captureOrder(orderId);
      show('success', 'payment.completed');
      navigate(successPath, {
        state: purchaseState({ plan: 'basic', deviceid, licence, reference: orderId }),
      });
    } catch (error) {
      show('error', isLifetimeOwned(error) ? 'payment.lifetime_owned' : 'payment.finalize_failed');
    }
  }

  async function payWithSimulator() {
    setBusy(true);
    try {
      const orderId = await createOrder().catch(() => null);
      if (orderId) await capture(orderId);
    } finally {
      setBusy(false);
    }
  }

  const payments = config?.payments;
  return (
    <div className="checkout card">
      <DeviceStep
        id={id}
        deviceId={deviceId}
        locked={referenced !== null}
        onChange={setTyped}
        onVerify={() => void verify(deviceId)}
        status={status}
        found={licenceOf(deviceId)}
        plan="basic"
      />
      <PaymentChoice
        payments={payments}
        simulatorLabel={t('simulator.payBasic')}
        busy={busy}
        onSimulate={() => void payWithSimulator()}
        paypal={({ clientId }) => (
          <PayPalScriptProvider options={{ clientId, currency: prices.currency, intent: 'capture' }}>
            <PayPalButtons
              style={{ layout: 'vertical', shape: 'pill' }}
              createOrder={createOrder}
              onApprove={async (data) => capture(data.orderID)}
              onCancel={() => show('info', 'payment.cancelled')}
              onError={() => {
                if (!refusedBeforePayPal.current) show('error', 'payment.failed');
              }}
            />
          </PayPalScriptProvider>
        )}
      />
    </div>
  );
}
