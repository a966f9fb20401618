import { Link } from 'react-router';
import { useT } from '../i18n/i18n-provider.tsx';
import { localizedPath } from '../paths.ts';

/** Shown when rendering failed: no chrome, so a broken header cannot hide the way back. */
export function ErrorPage({ detail }: { detail?: string }) {
  const { t, locale } = useT('common');
  return (
    <main id="main" className="error-page">
      <h1>{t('error.title')}</h1>
      {detail ? <p className="error-detail">{detail}</p> : null}
      <Link className="button" to={localizedPath(locale, '/')}>
        {t('error.backHome')}
      </Link>
    </main>
  );
}
