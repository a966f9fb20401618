import { useT } from '../i18n/i18n-provider.tsx';
import type { Outcome } from './use-form-submission.ts';

/** 'Form submitted successfully!' in green, or 'Form submission failed. Please try again.' in red. */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  const { t: tErrors } = useT('errors');
  return (
    <div role="status" aria-live="polite">
      {outcome?.kind === 'success' ? (
        <p className="status status-success">{tErrors('forms.success')}</p>
      ) : null}
      {outcome?.kind === 'failure' ? (
        <p className="status status-error">
          {tErrors('forms.failed')}
          {outcome.error.key === 'generic.rate_limited' ? ` ${tErrors('generic.rate_limited')}` : ''}
        </p>
      ) : null}
    </div>
  );
}

export function ErrorSummary({ count }: { count: number }) {
  const { t } = useT('forms');
  return (
    <p className="status status-error" role="alert" hidden={count === 0}>
      {count > 0 ? t('errorSummary') : null}
    </p>
  );
}
