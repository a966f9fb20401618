import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useReferencedDeviceId } from '../forms/device-id-field.tsx';
import { useT } from '../i18n/i18n-provider.tsx';
import { usePublicConfig } from '../layout/public-config.ts';
import { useLocalizedPath } from '../ui/localized-link.tsx';
import { DeviceStep, PaymentChoice } from './checkout-parts.tsx';
import { purchaseState } from './purchase.ts';
import { api, useDeviceVerification } from './use-device-verification.ts';

/**
 * Subscribing to Premium: the subscription is created in PayPal only for a verified device (its id as
 * custom_id, the configured plan); on approval the API fetches it from PayPal, checks it and grants Premium.
 */
export function PremiumCheckout() {
  const { t, locale } = useT('checkout');
  const id = useId();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const successPath = useLocalizedPath('/payment-success');
  const referenced = useReferencedDeviceId();
  const [typed, setTyped] = useState('');
  const deviceId = referenced ?? typed;
  const verifiedDevice = useRef<string | null>(null);
  const { status, verify, show, licenceOf } = useDeviceVerification('subscription');
  const [busy, setBusy] = useState(false);
  // PayPal reports a refused createSubscription as an error; the verification has already said why.
  const refusedBeforePayPal = useRef(false);

  async function confirm(subscriptionId: string) {
    const device = verifiedDevice.current;
    if (!device) return show('error', 'subscription.finalize_failed');
    try {
      const { deviceid, licence } = await api.payments.confirmSubscription(device, subscriptionId, locale);
      show('success', 'subscription.completed');
      navigate(successPath, {
        state: purchaseState({ plan: 'premium', deviceid, licence, reference: subscriptionId }),
      });
    } catch {
      show('error', 'subscription.finalize_failed');
    }
  }

  async function subscribeWithSimulator() {
    setBusy(true);
    try {
      const device = (await verify(deviceId))?.deviceid;
      if (!device) return;
      verifiedDevice.current = device;
      const { subscriptionId } = await api.payments.simulatedSubscription(device);
      await confirm(subscriptionId);
    } catch {
      show('error', 'subscription.failed');
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
        plan="premium"
      />
      <PaymentChoice
        payments={payments}
        simulatorLabel={t('simulator.subscribe')}
        busy={busy}
        onSimulate={() => void subscribeWithSimulator()}
        paypal={({ clientId, planId }) => (
          <PayPalScriptProvider
            options={{
              clientId,
              intent: 'subscription',
              vault: true,
              components: 'buttons',
            }}
          >
            <PayPalButtons
              style={{ layout: 'vertical', shape: 'pill', label: 'subscribe' }}
              createSubscription={async (_data, actions) => {
                refusedBeforePayPal.current = false;
                const device = (await verify(deviceId))?.deviceid;
                if (!device) {
                  refusedBeforePayPal.current = true;
                  throw new Error('The device is not verified');
                }
                verifiedDevice.current = device;
                return actions.subscription.create({
                  plan_id: planId,
                  custom_id: device,
                  application_context: {
                    shipping_preference: 'NO_SHIPPING',
                    user_action: 'SUBSCRIBE_NOW',
                    return_url: `${location.origin}${successPath}`,
                    cancel_url: location.href,
                  },
                });
              }}
              onApprove={async (data) => {
                if (data.subscriptionID) await confirm(data.subscriptionID);
                else show('error', 'subscription.finalize_failed');
              }}
              onCancel={() => show('info', 'subscription.cancelled')}
              onError={() => {
                if (!refusedBeforePayPal.current) show('error', 'subscription.failed');
              }}
            />
          </PayPalScriptProvider>
        )}
      />
    </div>
  );
}
