import { Chip } from '@mui/material';
import type { AdminOrder } from '@vela/api-client';
import { orderStatuses } from '@vela/validation';
import { FunctionField, useTranslate } from 'react-admin';
import { CustomerLink } from '../customers/customer-link.tsx';
import { Money } from '../i18n/money.tsx';
import { DeviceLabel, Ident } from '../ident/ident.tsx';

export const statusChoices = orderStatuses.map((status) => ({ id: status, name: `orders.status.${status}` }));
export const planChoices = [
  { id: 'basic', name: 'orders.plan.basic' },
  { id: 'premium', name: 'orders.plan.premium' },
];
export const kindChoices = [
  { id: 'order', name: 'orders.kind.order' },
  { id: 'subscription', name: 'orders.kind.subscription' },
];

/** A purchase's state, translated when known. */
export function useStatusText() {
  const translate = useTranslate();
  return (status: string) => translate(`orders.status.${status}`, { _: status });
}

export function StatusChip({ status }: { status: string }) {
  const statusText = useStatusText();
  const colour =
    status === 'completed' || status === 'active' ? 'success' : status === 'failed' ? 'error' : 'default';
  return <Chip size="small" variant="outlined" color={colour} label={statusText(status)} />;
}

export function StatusField(_props: { label?: string; source?: string }) {
  return <FunctionField<AdminOrder> render={(order) => <StatusChip status={order.status} />} />;
}

export function AmountField(_props: { label?: string; source?: string }) {
  return (
    <FunctionField<AdminOrder>
      render={(order) => <Money amount={order.amount} currency={order.currency} />}
    />
  );
}

export function PlanField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField<AdminOrder>
      render={(order) =>
        `${translate(`orders.plan.${order.plan}`)} · ${translate(`orders.kind.${order.kind}`)}`
      }
    />
  );
}

/** The device an order was for: its name with its id, or its id alone, the id isolated left to right. */
export function OrderDeviceField(_props: { label?: string; sortable?: boolean }) {
  return (
    <FunctionField<AdminOrder>
      render={(order) => <DeviceLabel id={order.device_id} name={order.device_name} />}
    />
  );
}

/** An order's reference, isolated left to right. */
export function ReferenceCodeField(_props: { label?: string; sortable?: boolean }) {
  return <FunctionField<AdminOrder> render={(order) => <Ident>{order.reference}</Ident>} />;
}

/** The owner's e-mail address with a link to the whole customer. */
export function OwnerField(_props: { label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField<AdminOrder>
      render={(order) =>
        order.owner_id ? (
          <>
            {order.owner_email ? <Ident kind="email">{order.owner_email}</Ident> : null}
            <CustomerLink id={order.owner_id} email={order.owner_email} />
          </>
        ) : (
          translate('orders.no_owner')
        )
      }
    />
  );
}
