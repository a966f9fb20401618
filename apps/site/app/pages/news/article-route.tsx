import { formatDate } from '@vela/locales';
import { useParams } from 'react-router';
import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { NewsError } from './news-error.tsx';
import './news.css';
import { localizedArticle, useNews } from './use-news.ts';

const loadTexts = pageTextsLoader(pages.newsArticle.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

export default function NewsArticlePage() {
  const { t, locale } = useT('news');
  const { slug = '' } = useParams();
  const news = useNews();
  const article =
    news.state === 'loaded' ? news.articles.find((item) => item.linkHref === `/news/${slug}`) : undefined;
  const localized = article ? localizedArticle(article, locale) : null;
  const path = `/news/${slug}`;
  return (
    <article className="section">
      <div className="container prose news-article">
        <p>
          <LocalizedLink to="/news">{t('article.back')}</LocalizedLink>
        </p>
        {news.state === 'loading' ? (
          <>
            <PageMeta title={t('meta.title')} description={t('meta.description')} path={path} />
            <h1 className="visually-hidden">{t('meta.title')}</h1>
            <p className="muted" role="status">
              {t('article.loading')}
            </p>
          </>
        ) : null}
        {news.state === 'error' ? (
          <>
            <PageMeta title={t('meta.title')} description={t('meta.description')} path={path} noindex />
            <h1>{t('meta.title')}</h1>
            <NewsError error={news.error} onRetry={news.retry} />
          </>
        ) : null}
        {news.state === 'loaded' && !article ? (
          <>
            <PageMeta
              title={t('article.notFound')}
              description={t('article.notFoundText')}
              path={path}
              noindex
            />
            <h1>{t('article.notFound')}</h1>
            <p>{t('article.notFoundText')}</p>
          </>
        ) : null}
        {article && localized ? (
          <>
            <PageMeta
              title={localized.title}
              description={localized.description.join(' ').slice(0, 160)}
              path={path}
            />
            <h1>{localized.title}</h1>
            <p className="muted">
              {t('article.published', { date: formatDate(article.date, locale) })} ·{' '}
              {t('list.by', { author: article.author })}
            </p>
            <img className="news-banner" src={article.imgSrc} alt="" width="400" height="220" />
            {localized.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </>
        ) : null}
      </div>
    </article>
  );
}
