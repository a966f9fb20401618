import { createApiClient, type NewsArticle } from '@vela/api-client';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import { type SearchEntry, searchEntries } from '../search/search.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Icon } from '../ui/icon.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { plainText } from '../ui/rich-text.tsx';

const api = createApiClient();

function newsEntries(articles: NewsArticle[], locale: string): SearchEntry[] {
  return articles.map((article) => {
    const title = article[`title_${locale}`];
    const description = article[`description_${locale}`];
    return {
      title: typeof title === 'string' ? title : article.title,
      text: (Array.isArray(description) ? description : article.description).join(' '),
      path: article.linkHref,
      kind: 'news',
    };
  });
}

/**
 * Searches page sections and questions (an index of the active language, written when the site is built)
 * and news titles (asked of the API when the overlay opens). The field has focus as soon as it opens;
 * choosing a result calls `onChoose`, so whatever opened the search closes with it.
 */
export function SearchOverlay({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: () => void;
}) {
  const { t, locale } = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const [entries, setEntries] = useState<SearchEntry[]>([]);
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const pages = fetch(`/search/${locale}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<SearchEntry[]>) : []))
      .catch(() => []);
    const news = api
      .getAllNews()
      .then((articles) => newsEntries(articles, locale))
      .catch(() => []);
    void Promise.all([pages, news]).then(([found, articles]) => {
      if (!cancelled) setEntries([...found, ...articles]);
    });
    return () => {
      cancelled = true;
    };
  }, [open, locale]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setSubmitted(query);
  }

  const results = submitted === null ? [] : searchEntries(entries, submitted);
  const kindLabel = {
    page: t('search.kindPage'),
    faq: t('search.kindFaq'),
    news: t('search.kindNews'),
  } as const;
  return (
    <Dialog open={open} onClose={onClose} labelledBy={`${inputId}-title`} variant="overlay">
      <div className="dialog-header">
        <h2 id={`${inputId}-title`} className="dialog-title">
          {t('search.label')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('search.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <search>
        <form className="inline-form" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="search"
            required
            value={query}
            placeholder={t('search.placeholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button button-primary">
            {t('search.submit')}
          </button>
        </form>
      </search>
      <div aria-live="polite">
        {submitted !== null && results.length === 0 ? (
          <p>{t('search.noResults', { query: submitted })}</p>
        ) : null}
        {results.length > 0 ? (
          <>
            <h3 className="search-results-title">{t('search.results')}</h3>
            <ul className="search-results">
              {results.map((result) => (
                <li key={`${result.kind}:${result.path}:${result.title}`}>
                  <LocalizedLink to={result.path} onClick={onChoose}>
                    <span className="search-kind">{kindLabel[result.kind]}</span>
                    <strong>{plainText(result.title)}</strong>
                    <span className="muted">{plainText(result.text).slice(0, 140)}</span>
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
