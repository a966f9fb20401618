import { useQuery } from '@tanstack/react-query';
import { signInFormSchema } from '@vela/validation';
import { useEffect, useState } from 'react';
import { useLocaleState, useLogin, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCaptcha } from '../captcha/captcha.tsx';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { AuthError } from '../providers/auth-client.ts';
import { AuthLayout, AuthLink, authPath } from './auth-layout.tsx';
import { useNextLocation } from './next-location.ts';
import { authPaths } from './paths.ts';
import { useAppAuthProvider } from './use-auth-provider.ts';

/** Notices the sign-in screen shows when a link of an e-mail or another screen led here. */
function useArrivalNotice() {
  const params = new URLSearchParams(useLocation().search);
  if (params.get('verified') === '1')
    return { severity: 'success', key: 'errors.dashboard.email_confirmed' } as const;
  if (params.get('reset') === '1')
    return { severity: 'success', key: 'errors.dashboard.password_changed' } as const;
  if (params.has('error')) return { severity: 'error', key: 'auth.verify.failed' } as const;
  return undefined;
}

export function SignInPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const login = useLogin();
  const authProvider = useAppAuthProvider();
  const { next, deepLink } = useNextLocation();
  const notice = useArrivalNotice();
  const [reason] = useState(() =>
    deepLink ? (authProvider.signInReason() ?? 'please_sign_in') : authProvider.signInReason(),
  );
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const captcha = useCaptcha(locale);
  const navigate = useNavigate();

  // Someone already signed in (the Client Area button opens this page) goes straight on.
  const { data: signedIn } = useQuery({
    queryKey: ['auth', 'refreshSession'],
    queryFn: async () => Boolean(await authProvider.refreshSession()),
    // Asked anew each time the page opens, never from what an earlier visit found.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (signedIn) navigate(next, { replace: true });
  }, [signedIn, navigate, next]);
  const form = useSchemaForm(signInFormSchema, { email: '', password: '' }, { captcha_required: undefined });

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
      <form noValidate onSubmit={onSubmit} onFocus={captcha.start}>
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
      </form>
    </AuthLayout>
  );
}

SignInPage.path = authPaths.signIn;
