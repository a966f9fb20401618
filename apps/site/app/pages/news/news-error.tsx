import type { ErrorText } from '@vela/api-client';
import { useT } from '../../i18n/i18n-provider.tsx';

/** Why the news could not be shown, in red: 'HTTP {status}' when the server answered with an error. */
export function NewsError({ error }: { error: ErrorText }) {
  const { t: tErrors } = useT('errors');
  const { t: tValidation } = useT('validation');
  const text =
    error.namespace === 'errors' ? tErrors(error.key, error.params) : tValidation(error.key, error.params);
  return (
    <p className="status status-error" role="alert">
      {text}
    </p>
  );
}
