import { Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FunctionField, useDataProvider, useLogout, useTranslate } from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { visuallyHidden } from '../forms/visually-hidden.ts';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident.tsx';
import { ResponsiveRecords } from '../layout/responsive-list.tsx';
import type { Session } from '../providers/auth-client.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { describeUserAgent } from './user-agent.ts';

/** The browsers signed in to this account: device, address, last seen; any of them can be signed out. */
export function SessionList() {
  const translate = useTranslate();
  const formatDateTime = useDateTimeFormat();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logout = useLogout();
  const browsers = useQuery({
    queryKey: ['account', 'listSignedInBrowsers'],
    queryFn: () => dataProvider.listSignedInBrowsers(),
    // The account client already reads again while the API is out of reach.
    retry: false,
  });
  const revoke = useMutation({
    mutationFn: (session: Session) => dataProvider.revokeSession(session.token),
    onSuccess: () => browsers.refetch(),
  });
  const sessions = browsers.data?.sessions;
  const currentId = browsers.data?.currentId;
  const message = revoke.isSuccess
    ? { severity: 'success' as const, text: { key: 'account.sessions.signedOut' } }
    : revoke.isError
      ? { severity: 'error' as const, text: { key: 'errors.dashboard.unexpected' } }
      : browsers.isError
        ? { severity: 'error' as const, text: { key: 'errors.dashboard.data_provider' } }
        : undefined;

  const signOut = (session: Session) => {
    if (session.id === currentId) void logout();
    else revoke.mutate(session);
  };

  const device = (session: Session) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return translate('account.sessions.browserOn', { browser, os });
    return browser ?? os ?? translate('account.sessions.unknownDevice');
  };
  const deviceWithChip = (session: Session) => (
    <>
      {device(session)}{' '}
      {session.id === currentId ? (
        <Chip size="small" color="primary" label={translate('account.sessions.current')} />
      ) : null}
    </>
  );
  const address = (session: Session) =>
    session.ipAddress ? <Ident>{session.ipAddress}</Ident> : translate('account.sessions.unknownAddress');
  const lastSeen = (session: Session) => formatDateTime(session.updatedAt);
  const signOutButton = (session: Session) => (
    <Button size="small" onClick={() => signOut(session)} disabled={revoke.isPending}>
      {translate('account.sessions.signOut')}
    </Button>
  );

  if (!sessions && !message) return <CircularProgress aria-label={translate('errors.generic.loading')} />;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{translate('account.sessions.intro')}</Typography>
      {message ? <FormMessage severity={message.severity} message={message.text} /> : null}
      {sessions ? (
        <ResponsiveRecords<Session>
          name="account-sessions"
          records={sessions}
          label={translate('account.sections.sessions')}
          rowClick={false}
          phone={{
            primaryText: deviceWithChip,
            secondaryText: (session) => (
              <>
                {translate('account.sessions.address')}: {address(session)}
                <br />
                {translate('account.sessions.lastSeen')}: {lastSeen(session)}
              </>
            ),
            tertiaryText: signOutButton,
          }}
        >
          <FunctionField<Session> label="account.sessions.device" sortable={false} render={deviceWithChip} />
          <FunctionField<Session> label="account.sessions.address" sortable={false} render={address} />
          <FunctionField<Session> label="account.sessions.lastSeen" sortable={false} render={lastSeen} />
          <FunctionField<Session>
            label={
              <Box component="span" sx={visuallyHidden}>
                {translate('account.sessions.actions')}
              </Box>
            }
            sortable={false}
            render={signOutButton}
          />
        </ResponsiveRecords>
      ) : null}
    </>
  );
}
