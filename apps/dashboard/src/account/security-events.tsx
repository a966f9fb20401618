import { CircularProgress, TablePagination, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SecurityEvent } from '@vela/api-client';
import { useState } from 'react';
import { FunctionField, useDataProvider, useTranslate } from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { securityEventText } from '../i18n/security-event-text.ts';
import { Ident } from '../ident/ident.tsx';
import { ResponsiveRecords } from '../layout/responsive-list.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';

const perPage = 10;

/**
 * The person's own security events, newest first, ten to a page: when, what in words, by whom (themselves or
 * support) and from which address (none for support's). A table on wider screens, a list on phones.
 */
export function SecurityEvents() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const format = useDateTimeFormat();
  const [page, setPage] = useState(0);
  const { data: loaded, isError: failed } = useQuery({
    queryKey: ['account', 'listSecurityEvents', { page }],
    queryFn: () => dataProvider.listSecurityEvents({ page: page + 1, perPage }),
    // The page shown stays until the next one is there.
    placeholderData: keepPreviousData,
    // The account client already reads again while the API is out of reach.
    retry: false,
  });

  const by = (event: SecurityEvent) => translate(`account.security.${event.by}`);
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
  return (
    <>
      <Typography sx={{ mb: 1 }}>{translate('account.security.intro')}</Typography>
      <ResponsiveRecords<SecurityEvent>
        name="account-security-events"
        records={loaded.events}
        label={translate('account.sections.security')}
        rowClick={false}
        empty={<Typography>{translate('account.security.empty')}</Typography>}
        phone={{
          primaryText: (event) => securityEventText(translate, event),
          secondaryText: (event) => (
            <>
              {when(event)} · {by(event)}
              {event.by === 'you' ? <> · {address(event)}</> : null}
            </>
          ),
        }}
      >
        <FunctionField<SecurityEvent> label="account.security.when" sortable={false} render={when} />
        <FunctionField<SecurityEvent>
          label="account.security.event"
          sortable={false}
          render={(event) => securityEventText(translate, event)}
        />
        <FunctionField<SecurityEvent> label="account.security.by" sortable={false} render={by} />
        <FunctionField<SecurityEvent> label="account.security.address" sortable={false} render={address} />
      </ResponsiveRecords>
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
