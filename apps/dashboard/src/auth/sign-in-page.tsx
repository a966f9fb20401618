import { useEffect, useState } from 'react';
import { useCaptcha } from '../captcha/captcha.tsx';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useTranslate } from '../i18n/translate.ts';
import { AuthError } from '../providers/auth-client.ts';
import { authProvider } from '../providers/instances.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthLayout, AuthLink, authPath } from './auth-layout.tsx';
import { useAuthLanguage } from './auth-shell.tsx';
import { useAuthLocation, useAuthNavigate } from './navigation.ts';
import { useNextLocation } from './next-location.ts';
import { authPaths } from './paths.ts';
import { useAuthForm } from './use-auth-form.ts';
import { useSignIn } from './use-sign-in.ts';

/** Notices the sign-in screen shows when a link of an e-mail or another screen led here. */
function useArrivalNotice() {
  const params = new URLSearchParams(useAuthLocation().search);
  if (params.get('verified') === '1')
    return { severity: 'success', key: 'errors.dashboard.email_confirmed' } as const;
  if (params.get('reset') === '1')
    return { severity: 'success', key: 'errors.dashboard.password_changed' } as const;
  if (params.has('error')) return { severity: 'error', key: 'auth.verify.failed' } as const;
  return undefined;
}

export function SignInPage() {
  const translate = useTranslate();
  const { locale } = useAuthLanguage();
  const login = useSignIn();
  const { next, deepLink } = useNextLocation();
  const notice = useArrivalNotice();
  const [reason] = useState(() =>
    deepLink ? (authProvider.signInReason() ?? 'please_sign_in') : authProvider.signInReason(),
  );
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const captcha = useCaptcha(locale);
  const navigate = useAuthNavigate();

  // Someone already signed in (the Client Area button opens this page) goes straight on. Asked anew each time
  // the page opens, never from what an earlier visit found.
  useEffect(() => {
    let left = false;
    authProvider.refreshSession().then(
      (user) => {
        if (user && !left) navigate(next, { replace: true });
      },
      () => undefined,
    );
    return () => {
      left = true;
    };
  }, [navigate, next]);
  const form = useAuthForm('signIn', { email: '', password: '' }, { captcha_required: undefined });

  const onSubmit = handled(() =>
    form.submit(async ({ email, password }) => {
      setUnconfirmed(undefined);
      const answer = await captcha.answer();
      try {
        await login(
          {
            email,
            password,
            captcha: answer,
            twoFactorPath: authPath(`${authPaths.twoFactor}?next=${encodeURIComponent(next)}`),
          },
          next,
        );
      } catch (error) {
        captcha.renew();
        if (error instanceof AuthError && error.code === 'email_not_confirmed') {
          setUnconfirmed(email);
          return;
        }
        throw error;
      }
    }),
  );

  return (
    <AuthLayout
      title="auth.signIn.title"
      footer={
        <>
          <AuthLink to={authPath(authPaths.signUp)}>{translate('auth.signIn.noAccount')}</AuthLink>
          <AuthLink to={authPath(authPaths.forgotPassword)}>{translate('auth.signIn.forgot')}</AuthLink>
          <AuthLink to={authPath(authPaths.resendConfirmation)}>{translate('auth.signIn.resend')}</AuthLink>
        </>
      }
    >
      {notice ? <FormMessage severity={notice.severity} message={{ key: notice.key }} /> : null}
      {reason ? <FormMessage severity="info" message={{ key: `errors.dashboard.${reason}` }} /> : null}
      <FormMessage message={form.formError} />
      {unconfirmed ? (
        <FormMessage severity="error">
          {translate('auth.signIn.unconfirmed')}{' '}
          <AuthLink to={`${authPath(authPaths.resendConfirmation)}?email=${encodeURIComponent(unconfirmed)}`}>
            {translate('auth.signIn.resendAction')}
          </AuthLink>
        </FormMessage>
      ) : null}
      <AuthForm onSubmit={onSubmit} prepare={form.prepare} captcha={captcha}>
        <FormTextField
          name="email"
          type="email"
          autoComplete="username"
          label={translate('auth.fields.email')}
          value={form.values.email}
          onValue={(value) => form.setValue('email', value)}
          error={form.errors.email}
          required
        />
        <FormTextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={translate('auth.fields.password')}
          value={form.values.password}
          onValue={(value) => form.setValue('password', value)}
          error={form.errors.password}
          required
        />
        {captcha.element}
        <SubmitButton busy={form.submitting}>{translate('auth.signIn.submit')}</SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}

SignInPage.path = authPaths.signIn;
