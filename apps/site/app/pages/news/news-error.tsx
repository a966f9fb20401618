import type { ErrorText } from '@vela/api-client';
import { useT } from '../../i18n/i18n-provider.tsx';

/**
 * Why the news could not be shown, in red ('HTTP {status}' when the server answered with an error), and a
 * button that asks again.
 */
export function NewsError({ error, onRetry }: { error: ErrorText; onRetry: () => void }) {
  const { t: tErrors } = useT('errors');
  const { t: tValidation } = useT('validation');
  const { t } = useT('news');
  const text =
    error.namespace === 'errors' ? tErrors(error.key, error.params) : tValidation(error.key, error.params);
  return (
    <div className="news-error">
      <p className="status status-error" role="alert">
        {text}
      </p>
      <button type="button" className="button button-ghost" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  );
}
