import { Card, CardContent, Link as MuiLink, Skeleton, Stack, Typography } from '@mui/material';
import type { Ticket } from '@vela/api-client';
import { formatNumber, isLocale } from '@vela/locales';
import { useId } from 'react';
import { useCanAccess, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { dashboardBase } from '../providers/auth-client.ts';

type TicketFilter = { status: 'open'; assignee_id?: 'mine' };

/** The tickets list with `filter` applied and its inputs shown. */
const filteredList = (filter: TicketFilter) =>
  `${dashboardBase}/tickets?${new URLSearchParams({
    filter: JSON.stringify(filter),
    displayedFilters: JSON.stringify(Object.fromEntries(Object.keys(filter).map((key) => [key, true]))),
  })}`;

/** How many tickets match `filter`: one row is asked for, the total comes with it. */
function TicketCount({ label, filter }: { label: string; filter: TicketFilter }) {
  const [locale] = useLocaleState();
  const { total } = useGetList<Ticket>('tickets', {
    filter,
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'last_message_at', order: 'DESC' },
  });
  return (
    <li>
      <MuiLink component={Link} to={filteredList(filter)} sx={{ display: 'block' }}>
        <Typography component="span" display="block">
          {label}
        </Typography>
        <Typography component="span" variant="h4" display="block">
          {total === undefined ? (
            <Skeleton width="3ch" />
          ) : (
            formatNumber(total, isLocale(locale) ? locale : 'en')
          )}
        </Typography>
      </MuiLink>
    </li>
  );
}

/**
 * The support desk at a glance, for operators only: the tickets waiting for support, and those of them
 * assigned to the operator, each a link to that list.
 */
export function OperatorTickets() {
  const translate = useTranslate();
  const titleId = useId();
  const { canAccess } = useCanAccess({ resource: 'tickets.operator', action: 'write' });
  if (canAccess !== true) return null;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {translate('stats.operator.ticketsTitle')}
        </Typography>
        <Stack
          component="ul"
          direction="row"
          spacing={4}
          sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}
        >
          <TicketCount label={translate('stats.operator.ticketsOpen')} filter={{ status: 'open' }} />
          <TicketCount
            label={translate('stats.operator.ticketsMine')}
            filter={{ status: 'open', assignee_id: 'mine' }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
