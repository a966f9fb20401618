import { type BlogComment, createApiClient } from '@vela/api-client';
import { formatDate } from '@vela/locales';
import type { BlogPostId } from '@vela/validation';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-provider.tsx';

const api = createApiClient();

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; comments: BlogComment[] };

/**
 * The approved comments of a post, oldest first. The page is prerendered, so they are read when it opens in
 * the browser: an approval shows at the next page load.
 */
export function BlogComments({ postId }: { postId: BlogPostId }) {
  const { t, locale } = useT('blog');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    api.blogComments(postId).then(
      (comments) => current && setLoaded({ state: 'loaded', comments }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [postId]);
  if (loaded.state !== 'loaded') {
    return (
      <p className="muted" role="status">
        {loaded.state === 'loading' ? t('comments.loading') : t('comments.failed')}
      </p>
    );
  }
  if (loaded.comments.length === 0) {
    return (
      <p className="muted" role="status">
        {t('comments.empty')}
      </p>
    );
  }
  return (
    <ol className="blog-comments">
      {loaded.comments.map((comment) => (
        <li key={comment.id} className="card">
          <article>
            <p className="blog-comment-meta small muted">
              <strong>{comment.name ?? t('comments.anonymous')}</strong>
              {' · '}
              <time dateTime={comment.created_at}>{formatDate(comment.created_at, locale)}</time>
            </p>
            <p className="blog-comment-text">{comment.message}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
