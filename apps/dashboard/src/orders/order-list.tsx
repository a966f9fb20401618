import { Typography } from '@mui/material';
import type { AdminOrder } from '@vela/api-client';
import {
  DateInput,
  ExportButton,
  FilterButton,
  List,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { InstantField } from '../i18n/instant-field.tsx';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Money } from '../i18n/money.tsx';
import { DeviceLabel, Ident, IdentInput } from '../ident/ident.tsx';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { exportOrders } from './export-orders.ts';
import {
  AmountField,
  kindChoices,
  OrderDeviceField,
  OwnerField,
  PlanField,
  planChoices,
  ReferenceCodeField,
  StatusField,
  statusChoices,
  useStatusText,
} from './order-fields.tsx';

const orderFilters = [
  <SelectInput key="status" source="status" alwaysOn label="orders.filters.status" choices={statusChoices} />,
  <SelectInput key="plan" source="plan" alwaysOn label="orders.filters.plan" choices={planChoices} />,
  <IdentInput key="owner" source="owner" alwaysOn label="orders.filters.owner" helperText={false} />,
  <IdentInput key="device" source="device" label="orders.filters.device" helperText={false} />,
  <IdentInput key="q" source="q" label="orders.filters.reference" helperText={false} />,
  <SelectInput key="kind" source="kind" label="orders.filters.kind" choices={kindChoices} />,
  <DateInput key="from" source="from" label="orders.filters.from" helperText={false} />,
  <DateInput key="to" source="to" label="orders.filters.to" helperText={false} />,
];

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton />
    </TopToolbar>
  );
}

function NoResults() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('orders.list.empty')}</Typography>;
}

/** Every order and subscription, newest first, for operators: filtered, exported, opened. */
export function OrderList() {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  const statusText = useStatusText();
  const title = translate('orders.list.title');
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <List
        title={title}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={orderFilters}
        actions={<ListActions />}
        exporter={exportOrders}
        empty={false}
      >
        <ResponsiveList<AdminOrder>
          phone={{
            primaryText: (order) => (
              <>
                <Money amount={order.amount} currency={order.currency} />
                {` · ${statusText(order.status)}`}
              </>
            ),
            secondaryText: (order) => (
              <>
                <DeviceLabel id={order.device_id} name={order.device_name} />
                {order.owner_email ? (
                  <>
                    {' · '}
                    <Ident kind="email">{order.owner_email}</Ident>
                  </>
                ) : null}
              </>
            ),
            tertiaryText: (order) => format(order.created_at),
          }}
          rowClick="show"
          empty={<NoResults />}
        >
          <InstantField source="created_at" label="orders.fields.created_at" showTime />
          <ReferenceCodeField label="orders.fields.reference" sortable={false} />
          <OrderDeviceField label="orders.fields.device" sortable={false} />
          <OwnerField label="orders.fields.owner" sortable={false} />
          <PlanField label="orders.fields.plan" sortable={false} />
          <AmountField source="amount" label="orders.fields.amount" />
          <StatusField source="status" label="orders.fields.status" />
        </ResponsiveList>
      </List>
    </>
  );
}
