import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import type { ShownMessage } from '../forms/use-schema-form.ts';
import { visuallyHidden } from '../forms/visually-hidden.ts';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident.tsx';
import { authClient, type Session } from '../providers/auth-client.ts';
import { useAccountCall } from './use-account-call.ts';
import { describeUserAgent } from './user-agent.ts';

/** The browsers signed in to this account: device, address, last seen; any of them can be signed out. */
export function SessionList() {
  const translate = useTranslate();
  const formatDateTime = useDateTimeFormat();
  const call = useAccountCall();
  const logout = useLogout();
  const browsers = useQuery({
    queryKey: ['account', 'sessions'],
    queryFn: async () => {
      const [list, current] = await Promise.all([
        call(() => authClient.listSessions()),
        call(() => authClient.getSession()),
      ]);
      return {
        sessions: [...list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
        currentId: current?.session.id,
      };
    },
    // The account client already reads again while the API is out of reach.
    retry: false,
  });
  const sessions = browsers.data?.sessions;
  const currentId = browsers.data?.currentId;
  const [said, setMessage] = useState<{ severity: 'success' | 'error'; text: ShownMessage }>();
  const message =
    said ??
    (browsers.isError
      ? { severity: 'error' as const, text: { key: 'errors.dashboard.data_provider' } }
      : undefined);
  // On a phone the table becomes a simple list.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const signOut = async (session: Session) => {
    if (session.id === currentId) {
      await logout();
      return;
    }
    try {
      await call(() => authClient.revokeSession(session.token));
      setMessage({ severity: 'success', text: { key: 'account.sessions.signedOut' } });
      await browsers.refetch();
    } catch {
      setMessage({ severity: 'error', text: { key: 'errors.dashboard.unexpected' } });
    }
  };

  const device = (session: Session) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return translate('account.sessions.browserOn', { browser, os });
    return browser ?? os ?? translate('account.sessions.unknownDevice');
  };

  const lastSeen = (session: Session) => formatDateTime(session.updatedAt);

  const currentChip = (session: Session) =>
    session.id === currentId ? (
      <Chip size="small" color="primary" label={translate('account.sessions.current')} />
    ) : null;
  const signOutButton = (session: Session) => (
    <Button size="small" onClick={() => void signOut(session)}>
      {translate('account.sessions.signOut')}
    </Button>
  );

  if (!sessions && !message) return <CircularProgress aria-label={translate('errors.generic.loading')} />;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{translate('account.sessions.intro')}</Typography>
      {message ? <FormMessage severity={message.severity} message={message.text} /> : null}
      {sessions && narrow ? (
        <Box
          component="ul"
          aria-label={translate('account.sections.sessions')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {sessions.map((session) => (
            <Box
              component="li"
              key={session.id}
              data-testid="session-row"
              sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography>
                {device(session)} {currentChip(session)}
              </Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 1,
                  typography: 'body2',
                }}
              >
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {translate('account.sessions.address')}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {session.ipAddress ? (
                    <Ident>{session.ipAddress}</Ident>
                  ) : (
                    translate('account.sessions.unknownAddress')
                  )}
                </Box>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {translate('account.sessions.lastSeen')}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {lastSeen(session)}
                </Box>
              </Box>
              {signOutButton(session)}
            </Box>
          ))}
        </Box>
      ) : sessions ? (
        <Table size="small" aria-label={translate('account.sections.sessions')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('account.sessions.device')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('account.sessions.address')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('account.sessions.lastSeen')}
              </TableCell>
              <TableCell component="th" scope="col">
                <Box component="span" sx={visuallyHidden}>
                  {translate('account.sessions.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.map((session) => (
              <TableRow key={session.id} data-testid="session-row">
                <TableCell>
                  {device(session)} {currentChip(session)}
                </TableCell>
                <TableCell>
                  {session.ipAddress ? (
                    <Ident>{session.ipAddress}</Ident>
                  ) : (
                    translate('account.sessions.unknownAddress')
                  )}
                </TableCell>
                <TableCell>{lastSeen(session)}</TableCell>
                <TableCell>{signOutButton(session)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}
