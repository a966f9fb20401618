import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/i18n-provider.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { type Consent, consentStorageKey, loadAnalytics, sendPageView, storedConsent } from './analytics.ts';
import { usePublicConfig } from './public-config.ts';

/**
 * Asks before any analytics, and only where analytics is configured. After consent every page view is
 * reported; before it, or after a refusal, nothing is loaded or sent.
 */
export function CookieConsent() {
  const { t } = useT();
  const config = usePublicConfig();
  const measurementId = config?.analyticsMeasurementId ?? null;
  const { pathname } = useLocation();
  const [consent, setConsent] = useState<Consent | null | 'unknown'>('unknown');

  useEffect(() => setConsent(storedConsent()), []);

  useEffect(() => {
    if (!measurementId || consent !== 'granted') return;
    loadAnalytics(measurementId);
    sendPageView(pathname);
  }, [measurementId, consent, pathname]);

  useEffect(() => {
    const reopen = () => setConsent(null);
    window.addEventListener('vela:cookie-settings', reopen);
    return () => window.removeEventListener('vela:cookie-settings', reopen);
  }, []);

  // Always in the page, hidden unless asking: where the page hydrates on interaction, the waking script shows
  // it before React runs the page (decision 53), so what React last rendered may not be what the page shows;
  // the element is set after every render.
  const asking = Boolean(measurementId) && consent === null;
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    if (banner.current) banner.current.hidden = !asking;
  });
  const choose = (value: Consent) => {
    localStorage.setItem(consentStorageKey, value);
    setConsent(value);
  };
  return (
    <section ref={banner} className="consent-banner" aria-labelledby="consent-title" hidden={!asking}>
      <h2 id="consent-title" className="consent-title">
        {t('consent.title')}
      </h2>
      <p>
        {t('consent.text')} <LocalizedLink to="/privacy-policy">{t('consent.more')}</LocalizedLink>
      </p>
      <div className="consent-actions">
        <button type="button" className="button button-ghost" onClick={() => choose('denied')}>
          {t('consent.decline')}
        </button>
        <button type="button" className="button button-primary" onClick={() => choose('granted')}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}

/** Shows the consent question again (the footer's "Cookie settings"). */
export function reopenCookieSettings(): void {
  window.dispatchEvent(new Event('vela:cookie-settings'));
}
