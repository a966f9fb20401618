import {
  Alert,
  Box,
  Link as MuiLink,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { AdminCustomer } from '@vela/api-client';
import type { ReactNode } from 'react';
import { Title, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { RecordText, useActionWords } from '../audit/audit-fields.tsx';
import { useLicenceText } from '../devices/device-fields.tsx';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Money } from '../i18n/money.tsx';
import { securityEventText } from '../i18n/security-event-text.ts';
import { DeviceLabel, Ident } from '../ident/ident.tsx';
import { Facts, Section } from '../layout/show-sections.tsx';
import { StatusChip } from '../orders/order-fields.tsx';
import { dashboardBase } from '../providers/auth-client.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { TicketStatusChip } from '../tickets/ticket-status.tsx';

/** A table of one list of the page, with its column heads, a line when it is empty and one when it is cut. */
function Rows({
  heads,
  rows,
  empty,
  truncated,
  more,
}: {
  heads: string[];
  rows: [key: string, cells: ReactNode[]][];
  empty: string;
  truncated: boolean;
  more: { label: string; to: string };
}) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography>{translate(empty)}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {heads.map((head) => (
                <TableCell key={head} scope="col">
                  {translate(head)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([key, cells]) => (
              <TableRow key={key}>
                {cells.map((cell, index) => (
                  <TableCell key={heads[index]} sx={{ overflowWrap: 'anywhere' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {truncated ? (
        <Typography sx={{ mt: 1 }}>
          {translate('customers.truncated')}{' '}
          <MuiLink component={Link} to={more.to}>
            {translate(more.label)}
          </MuiLink>
        </Typography>
      ) : null}
    </>
  );
}

/** A list screen filtered by the customer, as react-admin reads its address. */
const filtered = (resource: string, filter: Record<string, string>) =>
  `${dashboardBase}/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

function CustomerContent({ customer }: { customer: AdminCustomer }) {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  const createPath = useCreatePath();
  const licenceText = useLicenceText();
  const actionWords = useActionWords();
  const { account } = customer;
  const yes = (value: boolean) => translate(value ? 'customers.yes' : 'customers.no');
  const show = (resource: string, id: string) => createPath({ resource, id, type: 'show' });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {translate('customers.title', { email: account.email })}
      </Typography>
      <Section title="customers.sections.account">
        <Facts
          facts={[
            [
              'customers.fields.email',
              <Link key="email" to={show('users', account.id)}>
                <Ident kind="email">{account.email}</Ident>
              </Link>,
            ],
            ['customers.fields.full_name', account.full_name || translate('customers.none')],
            ['customers.fields.role', translate(`customers.roles.${account.role}`)],
            ['customers.fields.created_at', format(account.created_at)],
            [
              'customers.fields.last_sign_in_at',
              account.last_sign_in_at ? format(account.last_sign_in_at) : translate('customers.none'),
            ],
            ['customers.fields.email_verified', yes(account.email_verified)],
            ['customers.fields.two_factor_enabled', yes(account.two_factor_enabled)],
            [
              'customers.fields.banned',
              account.banned
                ? `${yes(true)}${account.ban_reason ? ` (${account.ban_reason})` : ''}`
                : yes(false),
            ],
          ]}
        />
      </Section>
      <Section title="customers.sections.devices">
        <Rows
          heads={['customers.fields.device', 'customers.fields.licence', 'customers.fields.last_seen']}
          rows={customer.devices.map((device) => [
            device.id,
            [
              <Link key="device" to={show('devices', device.id)}>
                <DeviceLabel id={device.id} name={device.name} />
              </Link>,
              licenceText(device),
              device.last_seen ? format(device.last_seen) : translate('customers.none'),
            ],
          ])}
          empty="customers.empty.devices"
          truncated={customer.truncated.devices}
          more={{ label: 'customers.more.devices', to: filtered('devices', { owner: account.email }) }}
        />
      </Section>
      <Section title="customers.sections.purchases">
        <Rows
          heads={[
            'customers.fields.date',
            'customers.fields.reference',
            'customers.fields.device',
            'customers.fields.amount',
            'customers.fields.status',
          ]}
          rows={customer.purchases.map((order) => [
            order.id,
            [
              format(order.created_at),
              <Link key="reference" to={show('orders', order.id)}>
                <Ident>{order.reference}</Ident>
              </Link>,
              <DeviceLabel key="device" id={order.device_id} name={order.device_name} />,
              <span key="amount">
                <Money amount={order.amount} currency={order.currency} />
                {` · ${translate(`orders.plan.${order.plan}`)}`}
              </span>,
              <StatusChip key="status" status={order.status} />,
            ],
          ])}
          empty="customers.empty.purchases"
          truncated={customer.truncated.purchases}
          more={{ label: 'customers.more.purchases', to: filtered('orders', { owner_id: account.id }) }}
        />
      </Section>
      <Section title="customers.sections.tickets">
        <Rows
          heads={['customers.fields.subject', 'customers.fields.status', 'customers.fields.date']}
          rows={customer.tickets.map((ticket) => [
            ticket.id,
            [
              <Link key="subject" to={show('tickets', ticket.id)}>
                {ticket.subject}
              </Link>,
              <TicketStatusChip key="status" status={ticket.status} />,
              format(ticket.last_message_at),
            ],
          ])}
          empty="customers.empty.tickets"
          truncated={customer.truncated.tickets}
          more={{ label: 'customers.more.tickets', to: filtered('tickets', { q: account.email }) }}
        />
      </Section>
      <Section title="customers.sections.security">
        <Rows
          heads={['customers.fields.event', 'customers.fields.address', 'customers.fields.date']}
          rows={customer.security_events.map((event) => [
            event.id,
            [
              securityEventText(translate, event),
              event.address ? (
                <Ident key="address">{event.address}</Ident>
              ) : (
                translate('customers.by_support')
              ),
              format(event.at),
            ],
          ])}
          empty="customers.empty.security"
          truncated={customer.truncated.security_events}
          more={{ label: 'customers.more.audit', to: filtered('audit', { entity_id: account.id }) }}
        />
      </Section>
      <Section title="customers.sections.audit">
        <Rows
          heads={['customers.fields.action', 'customers.fields.record', 'customers.fields.date']}
          rows={customer.audit.map((entry) => [
            entry.id,
            [
              // The action in words, with its code beside it, as the audit log names it.
              <Link key="action" to={show('audit', entry.id)}>
                {actionWords(entry) ? `${actionWords(entry)} · ` : ''}
                <code translate="no">
                  <Ident>{entry.action}</Ident>
                </code>
              </Link>,
              <RecordText key="record" entry={entry} />,
              format(entry.created_at),
            ],
          ])}
          empty="customers.empty.audit"
          truncated={customer.truncated.audit}
          more={{ label: 'customers.more.audit', to: filtered('audit', { actor: account.id }) }}
        />
      </Section>
    </Box>
  );
}

/** One customer on one screen, for operators: account, devices, purchases, tickets, security and audit trail. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { data: customer, error } = useQuery({
    queryKey: ['customers', 'getCustomer', { id }],
    queryFn: () => dataProvider.getCustomer(id),
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });
  const failed = error ? error.message || 'errors.generic.something_went_wrong' : undefined;

  return (
    <>
      <Title
        title={
          customer
            ? translate('customers.title', { email: customer.account.email })
            : translate('customers.name')
        }
      />
      {failed ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {translate(failed)}
        </Alert>
      ) : customer ? (
        <CustomerContent customer={customer} />
      ) : (
        <Skeleton
          variant="rectangular"
          height={320}
          sx={{ mt: 2 }}
          aria-label={translate('customers.loading')}
        />
      )}
    </>
  );
}
