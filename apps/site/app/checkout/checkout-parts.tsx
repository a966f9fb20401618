import type { DeviceLicence, PublicConfig } from '@vela/api-client';
import { formatDate } from '@vela/locales';
import type { ReactNode } from 'react';
import { DeviceIdField } from '../forms/device-id-field.tsx';
import { type Status, StatusMessage } from '../forms/status-message.tsx';
import { useT } from '../i18n/i18n-provider.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';

/**
 * What a verified device already has, and what the plan on this page would change: Basic is not offered to a
 * device with the lifetime licence (Premium is, instead), and Premium on a Premium device extends its year.
 */
function CurrentLicence({ found, plan }: { found: DeviceLicence; plan: 'basic' | 'premium' }) {
  const { t, locale } = useT('checkout');
  const date = (iso: string) => formatDate(iso, locale);
  const { licence, offers } = found;
  const held =
    licence.lifetime_licence && licence.privacy_active && licence.privacy_expires_at
      ? t('licence.premium', { date: date(licence.privacy_expires_at) })
      : licence.lifetime_licence
        ? t('licence.lifetime')
        : licence.plan === 'trial'
          ? t('licence.trial', { date: date(licence.trial_expires_at) })
          : t('licence.none', { date: date(licence.trial_expires_at) });
  return (
    <div className="current-licence" data-testid="current-licence">
      <p>
        <strong>{t('licence.title')}</strong> {held}
      </p>
      {plan === 'basic' && !offers.basic ? (
        <p>
          {t('licence.basic_owned')}{' '}
          <LocalizedLink to={`/activate-pm?client_reference_id=${found.deviceid}`}>
            {t('licence.premium_instead')}
          </LocalizedLink>
        </p>
      ) : null}
      {plan === 'premium' ? (
        <p>
          {licence.privacy_active
            ? t('licence.premium_extends', { date: date(offers.premium_privacy_until) })
            : t('licence.premium_gives', { date: date(offers.premium_privacy_until) })}
        </p>
      ) : null}
    </div>
  );
}

/** The device id field (locked when the address names the device), its check, and the flow's status. */
export function DeviceStep({
  id,
  deviceId,
  locked,
  onChange,
  onVerify,
  status,
  found,
  plan,
}: {
  id: string;
  deviceId: string;
  locked: boolean;
  onChange: (value: string) => void;
  onVerify: () => void;
  status: Status | null;
  found: DeviceLicence | null;
  plan: 'basic' | 'premium';
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
      <div aria-live="polite">{found ? <CurrentLicence found={found} plan={plan} /> : null}</div>
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
