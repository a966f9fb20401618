import { CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { FormMessage } from '../forms/form-fields.tsx';
import { authClient } from '../providers/auth-client.ts';
import { AuthLayout, AuthLink, authPath } from './auth-layout.tsx';
import { authPaths } from './paths.ts';

type Outcome = 'checking' | 'confirmed' | 'failed';

/** Where a confirmation e-mail's link leads: confirms the address with its token and says how it went. */
export function VerifyEmailPage() {
  const translate = useTranslate();
  const token = new URLSearchParams(useLocation().search).get('token');
  // A token confirms once: it is sent once per page, never again on focus or for a second screen.
  const verified = useQuery({
    queryKey: ['auth', 'verifyEmail', token],
    queryFn: async () => {
      await authClient.verifyEmail(token ?? '');
      return true;
    },
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const outcome: Outcome =
    !token || verified.isError ? 'failed' : verified.isSuccess ? 'confirmed' : 'checking';

  return (
    <AuthLayout title="auth.verify.title">
      {outcome === 'checking' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('auth.verify.checking')}</Typography>
        </Stack>
      ) : outcome === 'confirmed' ? (
        <FormMessage severity="success" message={{ key: 'errors.dashboard.email_confirmed' }} />
      ) : (
        <FormMessage severity="error">
          {translate('auth.verify.failed')}{' '}
          <AuthLink to={authPath(authPaths.resendConfirmation)}>
            {translate('auth.signIn.resendAction')}
          </AuthLink>
        </FormMessage>
      )}
      {outcome === 'confirmed' ? (
        <Typography sx={{ mt: 2 }}>
          <AuthLink to={authPath(authPaths.signIn)}>{translate('auth.verify.toSignIn')}</AuthLink>
        </Typography>
      ) : null}
    </AuthLayout>
  );
}
VerifyEmailPage.path = authPaths.verifyEmail;
