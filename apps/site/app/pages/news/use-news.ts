import { createApiClient, describeApiError, type ErrorText, type NewsArticle } from '@vela/api-client';
import { useCallback, useEffect, useState } from 'react';

const api = createApiClient();

export type NewsState =
  | { state: 'loading' }
  | { state: 'loaded'; articles: NewsArticle[] }
  | { state: 'error'; error: ErrorText };

/** The published articles, asked of the API once the page runs in the browser; `retry` asks again. */
export function useNews(): NewsState & { retry: () => void } {
  const [news, setNews] = useState<NewsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setNews({ state: 'loading' });
    api
      .getAllNews()
      .then((articles) => active && setNews({ state: 'loaded', articles }))
      .catch((error: unknown) => active && setNews({ state: 'error', error: describeApiError(error) }));
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...news, retry };
}

/** An article's title and paragraphs in a language, falling back to the base fields (`title_{lang}`). */
export function localizedArticle(
  article: NewsArticle,
  locale: string,
): { title: string; description: string[] } {
  const title = article[`title_${locale}`];
  const description = article[`description_${locale}`];
  return {
    title: typeof title === 'string' && title ? title : article.title,
    description: Array.isArray(description) && description.length > 0 ? description : article.description,
  };
}
