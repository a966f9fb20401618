import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n-provider.tsx';
import { parseLocalizedPath } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';

export function NotFound() {
  const { t } = useT('common');
  const { path } = parseLocalizedPath(useLocation().pathname);
  return (
    <section className="not-found">
      <PageMeta title={t('notFound.title')} description={t('notFound.text')} path={path} noindex />
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <LocalizedLink className="button button-primary" to="/">
        {t('notFound.backHome')}
      </LocalizedLink>
    </section>
  );
}
