import {
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SecurityEvent } from '@vela/api-client';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { securityEventText } from '../i18n/security-event-text.ts';
import { Ident } from '../ident/ident.tsx';
import { authClient } from '../providers/auth-client.ts';
import { useAccountCall } from './use-account-call.ts';

const perPage = 10;

/**
 * The person's own security events, newest first, ten to a page: when, what in words, by whom (themselves or
 * support) and from which address (none for support's). A table on wider screens, a list on phones.
 */
export function SecurityEvents() {
  const translate = useTranslate();
  const call = useAccountCall();
  const format = useDateTimeFormat();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const { data: loaded, isError: failed } = useQuery({
    queryKey: ['account', 'securityEvents', { page }],
    queryFn: () => call(() => authClient.account.securityEvents(page + 1, perPage)),
    // The page shown stays until the next one is there.
    placeholderData: keepPreviousData,
    // The account client already reads again while the API is out of reach.
    retry: false,
  });

  const by = (event: SecurityEvent) =>
    translate(event.by === 'you' ? 'account.security.you' : 'account.security.support');
  const address = (event: SecurityEvent) =>
    event.by === 'you' ? (
      event.address ? (
        <Ident>{event.address}</Ident>
      ) : (
        translate('account.security.noAddress')
      )
    ) : null;
  const when = (event: SecurityEvent) => <time dateTime={event.at}>{format(event.at)}</time>;

  if (failed) return <FormMessage message={{ key: 'errors.dashboard.data_provider' }} />;
  if (!loaded) return <CircularProgress aria-label={translate('errors.generic.loading')} />;
  const label = translate('account.sections.security');
  return (
    <>
      <Typography sx={{ mb: 1 }}>{translate('account.security.intro')}</Typography>
      {loaded.total === 0 ? (
        <Typography>{translate('account.security.empty')}</Typography>
      ) : narrow ? (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {loaded.events.map((event) => (
            <Box
              component="li"
              key={event.id}
              data-testid="security-event"
              sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography>{securityEventText(translate, event)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {when(event)} · {by(event)}
                {event.by === 'you' ? <> · {address(event)}</> : null}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('account.security.when')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('account.security.event')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('account.security.by')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('account.security.address')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loaded.events.map((event) => (
              <TableRow key={event.id} data-testid="security-event">
                <TableCell>{when(event)}</TableCell>
                <TableCell>{securityEventText(translate, event)}</TableCell>
                <TableCell>{by(event)}</TableCell>
                <TableCell>{address(event)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {loaded.total > perPage ? (
        <TablePagination
          component="div"
          count={loaded.total}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      ) : null}
    </>
  );
}
