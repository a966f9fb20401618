import { type ReactNode, useState } from 'react';
import { useCaptcha } from '../captcha/captcha.tsx';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useTranslate } from '../i18n/translate.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthLayout, AuthLink, authPath } from './auth-layout.tsx';
import { useAuthLanguage } from './auth-shell.tsx';
import { authPaths } from './paths.ts';
import { useAuthForm } from './use-auth-form.ts';

/**
 * A page that asks for one e-mail address, behind the captcha, and sends something there: a password-reset link
 * or the confirmation link again. What is sent, and what is said then, is the page's.
 */
export function EmailFormPage({
  title,
  intro,
  submit,
  initialEmail = '',
  send,
  sentMessage,
}: {
  /** Translation keys of the heading, the text above the form and the button. */
  title: string;
  intro: string;
  submit: string;
  initialEmail?: string;
  /** Sends the request, with the captcha's answer. */
  send: (email: string, captchaAnswer: string | undefined) => Promise<unknown>;
  /** Shown instead of the form once the request went out. */
  sentMessage: ReactNode;
}) {
  const translate = useTranslate();
  const { locale } = useAuthLanguage();
  const captcha = useCaptcha(locale);
  const [sent, setSent] = useState(false);
  const form = useAuthForm('email', { email: initialEmail });

  const onSubmit = handled(() =>
    form.submit(async ({ email }) => {
      const answer = await captcha.answer();
      try {
        await send(email, answer);
        setSent(true);
      } finally {
        captcha.renew();
      }
    }),
  );

  return (
    <AuthLayout
      title={title}
      footer={<AuthLink to={authPath(authPaths.signIn)}>{translate('auth.backToSignIn')}</AuthLink>}
    >
      {sent ? (
        sentMessage
      ) : (
        <>
          <p style={{ marginTop: 0 }}>{translate(intro)}</p>
          <FormMessage message={form.formError} />
          <AuthForm onSubmit={onSubmit} prepare={form.prepare} captcha={captcha}>
            <FormTextField
              name="email"
              type="email"
              autoComplete="email"
              label={translate('auth.fields.email')}
              value={form.values.email}
              onValue={(value) => form.setValue('email', value)}
              error={form.errors.email}
              required
            />
            {captcha.element}
            <SubmitButton busy={form.submitting}>{translate(submit)}</SubmitButton>
          </AuthForm>
        </>
      )}
    </AuthLayout>
  );
}
