import type { AdminDevice } from '@vela/api-client';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormatInstant } from '../i18n/locale-format.ts';

/** A date as people of the dashboard's language write it; 'no data' when there is none. */
export function useFormatDate() {
  const format = useFormatInstant();
  const translate = useTranslate();
  return (iso: string | null | undefined, withTime = false) =>
    iso ? format(iso, withTime) : translate('devices.no_data');
}

/** The player licence in words: 'lifetime licence', 'trial until …' or 'no licence'. */
export function useLicenceText() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  return (device: Pick<AdminDevice, 'licence_state' | 'license_expiry'>) =>
    device.licence_state === 'trial'
      ? translate('devices.licence.trial', { date: formatDate(device.license_expiry) })
      : translate(`devices.licence.${device.licence_state}`);
}

/** Privacy Mode in words: until when it runs, when it ended, or that there is none. */
export function usePrivacyText() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  return (device: Pick<AdminDevice, 'privacy_expiry' | 'privacy_active'>) => {
    if (!device.privacy_expiry) return translate('devices.licence.privacy_none');
    const date = formatDate(device.privacy_expiry);
    return translate(
      device.privacy_active ? 'devices.licence.privacy_until' : 'devices.licence.privacy_ended',
      {
        date,
      },
    );
  };
}

/** The licence of the device in context, for lists and the details page. */
export function LicenceStateField(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<AdminDevice>();
  const licenceText = useLicenceText();
  return record ? <span>{licenceText(record)}</span> : null;
}

/** When the device in context last called the API, or 'no data'. */
export function LastSeenField(_props: { label?: string; sortBy?: string }) {
  const record = useRecordContext<AdminDevice>();
  const formatDate = useFormatDate();
  return record ? <span>{formatDate(record.last_seen, true)}</span> : null;
}
