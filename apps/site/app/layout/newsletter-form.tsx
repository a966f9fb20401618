import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useEnsureNamespaces, useT } from '../i18n/i18n-provider.tsx';
import { Dialog } from '../ui/dialog.tsx';

/** The confirmation closes by itself after this long. */
const confirmationMs = 5000;

/** Newsletter sign-up (footer and side panel): stored by the API, confirmed in a dialog, then reset. */
export function NewsletterForm({ idPrefix }: { idPrefix: string }) {
  const { t, locale } = useT();
  const { t: tErrors } = useT('errors');
  const { t: tValidation } = useT('validation');
  const ensure = useEnsureNamespaces();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ namespace: 'errors' | 'validation'; key: string } | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => setConfirmed(false), confirmationMs);
    return () => clearTimeout(timer);
  }, [confirmed]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setSending(true);
    setError(null);
    try {
      const [{ subscribe }] = await Promise.all([
        import('./newsletter-subscribe.ts'),
        ensure(['errors', 'validation']),
      ]);
      const outcome = await subscribe(email, locale);
      if (outcome.ok) {
        form.current?.reset();
        setConfirmed(true);
      } else {
        setError({ namespace: outcome.namespace, key: outcome.key });
      }
    } catch {
      // The check or the texts of its outcome could not be loaded: the text of any unexpected failure.
      setError({ namespace: 'errors', key: 'generic.something_went_wrong' });
    } finally {
      setSending(false);
    }
  }

  const inputId = `${idPrefix}-${id}-email`;
  const errorId = `${inputId}-error`;
  return (
    <div className="newsletter">
      <h2 className="newsletter-title" id={`${inputId}-title`}>
        {t('newsletter.title')}
      </h2>
      <p className="muted">{t('newsletter.text')}</p>
      <form
        ref={form}
        className="inline-form"
        onSubmit={submit}
        aria-labelledby={`${inputId}-title`}
        noValidate
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('newsletter.label')}
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          dir="ltr"
          required
          autoComplete="off"
          placeholder={t('newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <SubmitButton sending={sending} label={t('newsletter.submit')} sendingLabel={t('actions.sending')} />
      </form>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error.namespace === 'errors' ? tErrors(error.key) : tValidation(error.key)}
        </p>
      ) : null}
      <Dialog open={confirmed} onClose={() => setConfirmed(false)} labelledBy={`${inputId}-done`}>
        {confirmed ? (
          <>
            <img src="/images/confirmation.svg" alt="" width="96" height="96" className="dialog-image" />
            <h2 id={`${inputId}-done`} className="dialog-title">
              {tErrors('newsletter.title')}
            </h2>
            <p>{tErrors('newsletter.text')}</p>
            <button type="button" className="button button-primary" onClick={() => setConfirmed(false)}>
              {tErrors('newsletter.close')}
            </button>
          </>
        ) : null}
      </Dialog>
    </div>
  );
}
