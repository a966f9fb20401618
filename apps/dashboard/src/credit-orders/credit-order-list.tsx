import { Box, Link, Typography } from '@mui/material';
import type { CreditOrder } from '@vela/api-client';
import { FunctionField, List, SelectInput, useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { creditsPath } from '../credits/paths.ts';
import { CountField } from '../i18n/count-field.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { useFormatInstant } from '../i18n/locale-format.ts';
import { Money } from '../i18n/money.tsx';
import { Ident, IdentField } from '../ident/ident.tsx';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { NamedReseller } from '../reseller-credits/reseller-name.tsx';
import { CreditOrderStatusChip, creditOrderStatusChoices } from './credit-order-fields.tsx';

const fields = 'credits.orders.fields';

/** Operators see purchases in every state; a reseller's list holds its paid ones alone. */
const operatorFilters = [
  <SelectInput
    key="status"
    source="status"
    label={`${fields}.status`}
    choices={creditOrderStatusChoices}
    alwaysOn
  />,
];

/** What an empty list says, with the way to the packs on sale for a reseller. */
function NoPurchases({ everyReseller }: { everyReseller: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography gutterBottom>{translate('credits.orders.empty')}</Typography>
      {everyReseller ? null : (
        <Link component={RouterLink} to={creditsPath}>
          {translate('credits.orders.buy')}
        </Link>
      )}
    </Box>
  );
}

/** The rows of the list context: a table on wider screens, a simple list on phones; each opens its receipt. */
function CreditOrderRows({ everyReseller }: { everyReseller: boolean }) {
  const translate = useTranslate();
  const format = useFormatInstant();
  const statusText = (order: CreditOrder) => translate(`credits.orders.statuses.${order.status}`);
  return (
    <ResponsiveList<CreditOrder>
      label={translate('credits.orders.title')}
      phone={{
        primaryText: (order) => (
          <>
            {translate('credits.balance.value', { smart_count: order.credits })}
            {' · '}
            <Money amount={order.amount} currency={order.currency} />
          </>
        ),
        secondaryText: (order) => `${format(order.created_at, true)} · ${statusText(order)}`,
        tertiaryText: (order) =>
          everyReseller ? (
            <NamedReseller name={order.reseller_name} />
          ) : (
            <Ident>{order.provider_order_id}</Ident>
          ),
      }}
      rowClick="show"
      empty={<NoPurchases everyReseller={everyReseller} />}
    >
      <InstantField source="created_at" label={`${fields}.created_at`} showTime />
      {everyReseller ? (
        <FunctionField<CreditOrder>
          source="reseller_name"
          label={`${fields}.reseller`}
          sortable={false}
          render={(order) => <NamedReseller name={order.reseller_name} />}
        />
      ) : null}
      <CountField source="credits" label={`${fields}.credits`} textAlign="right" />
      <FunctionField<CreditOrder>
        source="amount"
        label={`${fields}.amount`}
        textAlign="right"
        render={(order) => <Money amount={order.amount} currency={order.currency} />}
      />
      <FunctionField<CreditOrder>
        source="status"
        label={`${fields}.status`}
        sortable={false}
        render={(order) => <CreditOrderStatusChip status={order.status} />}
      />
      <IdentField source="provider_order_id" label={`${fields}.reference`} sortable={false} />
    </ResponsiveList>
  );
}

/**
 * Purchases of credits, newest first: a reseller's own paid ones, or every reseller's for operators (who filter
 * them by state); each opens its printable receipt.
 */
export function CreditOrderList() {
  const translate = useTranslate();
  const { canAccess: everyReseller = false } = useCanAccess({
    resource: 'credit-orders.all',
    action: 'read',
  });
  const title = translate('credits.orders.title');
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <List
        title={title}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={everyReseller ? operatorFilters : undefined}
        exporter={false}
        empty={false}
      >
        <CreditOrderRows everyReseller={everyReseller} />
      </List>
    </>
  );
}
