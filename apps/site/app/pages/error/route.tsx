import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import './error.css';

const loadTexts = pageTextsLoader(pages.error.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

/** The app's error page: the layout shows no header here, so the page carries its own brand mark. */
export default function ErrorRoute() {
  const { t } = useT('misc');
  const { brand } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={t('errorPage.meta.title')}
        description={t('errorPage.meta.description')}
        path="/error"
        noindex
      />
      <div className="error-screen">
        <p className="error-brand">
          <img src="/logo.svg" alt="" width="40" height="40" />
          <span>{brand.name}</span>
        </p>
        <h1>{t('errorPage.title')}</h1>
        <p className="lead">{t('errorPage.text')}</p>
        <div className="button-row error-actions">
          <LocalizedLink to="/" className="button button-primary">
            {t('errorPage.backHome')}
          </LocalizedLink>
        </div>
        <p className="muted error-help">
          {t('errorPage.help')} <LocalizedLink to="/support">{t('errorPage.support')}</LocalizedLink>
        </p>
      </div>
    </>
  );
}
