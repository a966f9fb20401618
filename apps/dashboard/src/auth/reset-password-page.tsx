import { FormMessage, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useTranslate } from '../i18n/translate.ts';
import { authClient } from '../providers/auth-client.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthLayout, AuthLink, authPath } from './auth-layout.tsx';
import { useAuthLocation, useAuthNavigate } from './navigation.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { authPaths } from './paths.ts';
import { useAuthForm } from './use-auth-form.ts';

/** Where a password-reset e-mail's link leads: a new password, twice. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const navigate = useAuthNavigate();
  const params = new URLSearchParams(useAuthLocation().search);
  const token = params.get('token') ?? '';
  const form = useAuthForm(
    'resetPassword',
    { token, password: '', confirmPassword: '' },
    { passwords_mismatch: 'confirmPassword', invalid_token: 'token' },
  );

  const onSubmit = handled(() =>
    form.submit(async ({ token: valid, password }) => {
      await authClient.resetPassword(valid, password);
      navigate(`${authPath(authPaths.signIn)}?reset=1`);
    }),
  );

  const invalid = !token || params.has('error') || form.errors.token;
  return (
    <AuthLayout
      title="auth.reset.title"
      footer={<AuthLink to={authPath(authPaths.signIn)}>{translate('auth.backToSignIn')}</AuthLink>}
    >
      {invalid ? (
        <FormMessage severity="error">
          {translate('auth.reset.invalid')}{' '}
          <AuthLink to={authPath(authPaths.forgotPassword)}>{translate('auth.reset.requestNew')}</AuthLink>
        </FormMessage>
      ) : (
        <>
          <FormMessage message={form.formError} />
          <AuthForm onSubmit={onSubmit} prepare={form.prepare}>
            <NewPasswordFields form={form} name="password" />
            <SubmitButton busy={form.submitting}>{translate('auth.reset.submit')}</SubmitButton>
          </AuthForm>
        </>
      )}
    </AuthLayout>
  );
}
ResetPasswordPage.path = authPaths.resetPassword;
