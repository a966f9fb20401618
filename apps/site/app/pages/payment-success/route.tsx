import { formatDate } from '@vela/locales';
import { useLocation } from 'react-router';
import { purchaseOf } from '../../checkout/purchase.ts';
import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Ident } from '../../ui/ident.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import '../../checkout/checkout.css';

const loadTexts = pageTextsLoader(pages.paymentSuccess.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

/**
 * Says what a purchase did (device, plan, Privacy Mode end, order reference), from the state the checkout
 * passed with the navigation. Opened without one (a bookmark, a shared link), it confirms nothing.
 */
export default function PaymentSuccess() {
  const { t, locale } = useT('checkout');
  const hydrated = useHydrated();
  const state: unknown = useLocation().state;
  const purchase = hydrated ? purchaseOf(state) : null;
  return (
    <section className="section">
      <div className="container outcome">
        <PageMeta
          title={t('success.meta.title')}
          description={t('success.meta.description')}
          path="/payment-success"
          noindex
        />
        {purchase ? (
          <>
            <img src="/images/confirmation.svg" alt="" width="96" height="96" />
            <h1>{t('success.title')}</h1>
            <p className="lead">{t('success.text')}</p>
            <dl className="purchase-summary">
              <div>
                <dt>{t('success.device')}</dt>
                <dd>
                  <Ident>{purchase.deviceid}</Ident>
                </dd>
              </div>
              <div>
                <dt>{t('success.plan')}</dt>
                <dd>{t(purchase.plan === 'basic' ? 'success.basic' : 'success.premium')}</dd>
              </div>
              {purchase.privacyUntil ? (
                <div>
                  <dt>{t('success.privacy_until')}</dt>
                  <dd>{formatDate(purchase.privacyUntil, locale)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('success.reference')}</dt>
                <dd>
                  <Ident>{purchase.reference}</Ident>
                </dd>
              </div>
            </dl>
            <p>
              {t('success_receipt.text')}{' '}
              <a href="/dashboard/account/purchases">{t('success_receipt.link')}</a>
            </p>
          </>
        ) : (
          <>
            <h1>{t('success.none.title')}</h1>
            <p className="lead">{t('success.none.text')}</p>
          </>
        )}
        <div className="button-row">
          <LocalizedLink to="/support" className="button button-ghost">
            {t('success.support')}
          </LocalizedLink>
          {purchase ? (
            <LocalizedLink to="/" className="button button-primary">
              {t('success.home')}
            </LocalizedLink>
          ) : (
            <LocalizedLink to="/pricing" className="button button-primary">
              {t('success.none.plans')}
            </LocalizedLink>
          )}
        </div>
      </div>
    </section>
  );
}
