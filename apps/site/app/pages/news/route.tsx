import { formatDate } from '@vela/locales';
import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { NewsError } from './news-error.tsx';
import './news.css';
import { localizedArticle, useNews } from './use-news.ts';

const loadTexts = pageTextsLoader(pages.news.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

export default function News() {
  const { t, locale } = useT('news');
  const news = useNews();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/news" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <section className="section" aria-labelledby="articles-title" aria-busy={news.state === 'loading'}>
        <div className="container">
          <h2 id="articles-title" className="visually-hidden">
            {t('list.title')}
          </h2>
          {news.state === 'loading' ? <p className="muted">{t('list.loading')}</p> : null}
          {news.state === 'error' ? <NewsError error={news.error} onRetry={news.retry} /> : null}
          {news.state === 'loaded' && news.articles.length === 0 ? <p>{t('list.empty')}</p> : null}
          {news.state === 'loaded' && news.articles.length > 0 ? (
            <ul className="news-list">
              {news.articles.map((article) => {
                const { title, description } = localizedArticle(article, locale);
                return (
                  <li key={article._id} className="card news-card">
                    <img src={article.imgSrc} alt="" width="400" height="220" loading="lazy" />
                    <div className="news-card-body">
                      <p className="small muted">
                        <time dateTime={article.date}>{formatDate(article.date, locale)}</time> ·{' '}
                        {t('list.by', { author: article.author })}
                      </p>
                      <h3>{title}</h3>
                      <p className="news-excerpt muted">{description.join(' ')}</p>
                      <LocalizedLink to={article.linkHref} aria-label={t('list.readMoreAbout', { title })}>
                        {t('list.readMore')}
                      </LocalizedLink>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </section>
    </>
  );
}
