import { Box, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import type { AdminOrder, AdminOrderDetail } from '@vela/api-client';
import { Link, Show, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { CustomerLink } from '../customers/customer-link.tsx';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Money } from '../i18n/money.tsx';
import { DeviceLabel, Ident } from '../ident/ident.tsx';
import { Facts, Section } from '../layout/show-sections.tsx';
import { StatusChip } from './order-fields.tsx';

function OrderTitle() {
  const record = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  return <>{record ? translate('orders.show.title', { reference: record.reference }) : ''}</>;
}

/**
 * The order as the page may first hold it: the row of the Orders list, which react-admin keeps for the page
 * until the order itself arrives, without its notifications and grants.
 */
type ShownOrder = AdminOrder & Partial<Pick<AdminOrderDetail, 'webhook_events' | 'grants'>>;

/** The order of the record context: the purchase, PayPal's notifications about it and what it granted. */
export function OrderDetails() {
  const record = useRecordContext<ShownOrder>();
  const translate = useTranslate();
  const format = useDateTimeFormat();
  const createPath = useCreatePath();
  if (!record) return null;
  const none = translate('orders.show.none');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {translate('orders.show.title', { reference: record.reference })}
      </Typography>
      <Section title="orders.show.purchase">
        <Facts
          facts={[
            ['orders.fields.kind', translate(`orders.kind.${record.kind}`)],
            ['orders.fields.plan', translate(`orders.plan.${record.plan}`)],
            [
              'orders.fields.amount',
              <Money key="amount" amount={record.amount} currency={record.currency} />,
            ],
            ['orders.fields.status', <StatusChip key="status" status={record.status} />],
            ['orders.fields.provider', translate(`orders.provider.${record.provider}`)],
            ['orders.fields.reference', <Ident key="reference">{record.reference}</Ident>],
            [
              'orders.fields.capture_id',
              record.capture_id ? <Ident key="capture">{record.capture_id}</Ident> : none,
            ],
            [
              'orders.fields.device',
              <Link key="device" to={createPath({ resource: 'devices', id: record.device_id, type: 'show' })}>
                <DeviceLabel id={record.device_id} name={record.device_name} />
              </Link>,
            ],
            [
              'orders.fields.owner',
              record.owner_id ? (
                <span key="owner">
                  {record.owner_email ? <Ident kind="email">{record.owner_email}</Ident> : null}
                  <CustomerLink id={record.owner_id} email={record.owner_email} />
                </span>
              ) : (
                translate('orders.no_owner')
              ),
            ],
            ['orders.fields.created_at', format(record.created_at)],
            ['orders.fields.updated_at', format(record.updated_at)],
          ]}
        />
      </Section>
      <Section title="orders.show.webhook_events">
        {!record.webhook_events ? (
          <Skeleton width="24ch" />
        ) : record.webhook_events.length === 0 ? (
          <Typography>{translate('orders.show.no_webhook_events')}</Typography>
        ) : (
          <List dense>
            {record.webhook_events.map((event) => (
              <ListItem key={event.id} disableGutters>
                <ListItemText
                  primary={<Ident>{event.event_type}</Ident>}
                  secondary={
                    <>
                      {format(event.received_at)} · <Ident>{event.id}</Ident>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section title="orders.show.grants">
        {!record.grants ? (
          <Skeleton width="24ch" />
        ) : record.grants.length === 0 ? (
          <Typography>{translate('orders.show.no_grants')}</Typography>
        ) : (
          <List dense>
            {record.grants.map((grant) => (
              <ListItem key={grant.id} disableGutters>
                <ListItemText
                  primary={translate('orders.show.grant', {
                    plan: grant.plan ? translate(`orders.plan.${grant.plan}`) : '',
                  })}
                  secondary={
                    <>
                      {[
                        format(grant.created_at),
                        grant.privacy_expiry
                          ? translate('orders.show.privacy_until', { date: format(grant.privacy_expiry) })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      {grant.source_ref ? (
                        <>
                          {' · '}
                          <Ident>{grant.source_ref}</Ident>
                        </>
                      ) : null}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
    </Box>
  );
}

/** One purchase: what, for which device and whom, what PayPal told us about it and what it granted. */
export function OrderShow() {
  return (
    <Show title={<OrderTitle />} component="div" actions={false}>
      <OrderDetails />
    </Show>
  );
}
