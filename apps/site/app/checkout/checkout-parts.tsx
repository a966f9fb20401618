import type { PublicConfig } from '@vela/api-client';
import type { ReactNode } from 'react';
import { DeviceIdField } from '../forms/device-id-field.tsx';
import { type Status, StatusMessage } from '../forms/status-message.tsx';
import { useT } from '../i18n/i18n-provider.tsx';

/** The device id field (locked when the address names the device), its check, and the flow's status. */
export function DeviceStep({
  id,
  deviceId,
  locked,
  onChange,
  onVerify,
  status,
}: {
  id: string;
  deviceId: string;
  locked: boolean;
  onChange: (value: string) => void;
  onVerify: () => void;
  status: Status | null;
}) {
  const { t } = useT('checkout');
  return (
    <>
      <DeviceIdField
        id={`${id}-device`}
        label={t('device.label')}
        hint={t('device.hint')}
        value={deviceId}
        onChange={onChange}
        locked={locked}
        lockedHint={t('device.locked')}
      />
      <button type="button" className="button button-ghost" onClick={onVerify}>
        {t('device.verify')}
      </button>
      <StatusMessage status={status} />
    </>
  );
}

/**
 * How to pay, once the server said which provider it uses: PayPal's buttons (`paypal`), or a button that
 * walks the same server flow through the payments simulator, labelled as such.
 */
export function PaymentChoice({
  payments,
  paypal,
  simulatorLabel,
  busy,
  onSimulate,
}: {
  payments: PublicConfig['payments'] | undefined;
  paypal: (account: { clientId: string; planId: string }) => ReactNode;
  simulatorLabel: string;
  busy: boolean;
  onSimulate: () => void;
}) {
  const { t } = useT('checkout');
  return (
    <>
      <h3 className="checkout-pay-title">{t('payWith')}</h3>
      {!payments ? <p className="muted">{t('loadingPayPal')}</p> : null}
      {payments?.provider === 'paypal' && payments.clientId
        ? paypal({ clientId: payments.clientId, planId: payments.planId })
        : null}
      {payments?.provider === 'simulator' ? (
        <div className="simulator">
          <p className="badge">{t('simulator.label')}</p>
          <p className="small muted">{t('simulator.note')}</p>
          <button type="button" className="button button-primary" disabled={busy} onClick={onSimulate}>
            {simulatorLabel}
          </button>
        </div>
      ) : null}
    </>
  );
}
