import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';

const loadTexts = pageTextsLoader(pages.paymentSuccess.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

export default function PaymentSuccess() {
  const { t } = useT('checkout');
  return (
    <section className="section">
      <div className="container outcome">
        <PageMeta
          title={t('success.meta.title')}
          description={t('success.meta.description')}
          path="/payment-success"
          noindex
        />
        <img src="/images/confirmation.svg" alt="" width="96" height="96" />
        <h1>{t('success.title')}</h1>
        <p className="lead">{t('success.text')}</p>
        <div className="button-row">
          <LocalizedLink to="/support" className="button button-ghost">
            {t('success.support')}
          </LocalizedLink>
          <LocalizedLink to="/" className="button button-primary">
            {t('success.home')}
          </LocalizedLink>
        </div>
      </div>
    </section>
  );
}
