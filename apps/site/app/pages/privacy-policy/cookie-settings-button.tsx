import { useT } from '../../i18n/i18n-provider.tsx';
import { reopenCookieSettings } from '../../layout/cookie-consent.tsx';
import { usePublicConfig } from '../../layout/public-config.ts';

/** Asks the consent question again; shown only where analytics is configured (elsewhere there is no question). */
export function CookieSettingsButton() {
  const { t } = useT();
  const config = usePublicConfig();
  if (!config?.analyticsMeasurementId) return null;
  return (
    <p>
      <button type="button" className="button button-ghost" onClick={reopenCookieSettings}>
        {t('consent.manage')}
      </button>
    </p>
  );
}
