import { Typography } from '@mui/material';
import type { CreditOrder } from '@vela/api-client';
import { ShowBase, useCreatePath, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { CountField } from '../i18n/count-field.tsx';
import { useFormatInstant } from '../i18n/locale-format.ts';
import { Money } from '../i18n/money.tsx';
import { Ident } from '../ident/ident.tsx';
import { ReceiptLine, ReceiptSheet } from '../receipts/receipt-sheet.tsx';
import { NamedReseller } from '../reseller-credits/reseller-name.tsx';
import { CreditOrderStatusChip } from './credit-order-fields.tsx';

/** The purchase of the record context as its receipt: what was bought, for how much, from whom, and when. */
export function CreditReceipt() {
  const order = useRecordContext<CreditOrder>();
  const { error } = useShowContext();
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  const createPath = useCreatePath();
  if (error) return <Typography role="alert">{translate('lifecycle.receipts.not_found')}</Typography>;
  if (!order) return null;
  const credits = translate('credits.balance.value', { smart_count: order.credits });
  return (
    <ReceiptSheet
      title={translate('credits.orders.receipt_title', { credits })}
      back={{
        to: createPath({ resource: 'credit-orders', type: 'list' }),
        label: translate('credits.orders.back'),
      }}
    >
      <ReceiptLine label="lifecycle.receipts.date">
        {formatInstant(order.completed_at ?? order.created_at, true)}
      </ReceiptLine>
      {order.status === 'completed' ? null : (
        <ReceiptLine label="credits.orders.fields.status">
          <CreditOrderStatusChip status={order.status} />
        </ReceiptLine>
      )}
      <ReceiptLine label="credits.orders.fields.credits">
        <CountField source="credits" />
      </ReceiptLine>
      <ReceiptLine label="lifecycle.receipts.amount">
        <Money amount={order.amount} currency={order.currency} />
      </ReceiptLine>
      <ReceiptLine label="credits.orders.fields.currency">
        <Ident>{order.currency}</Ident>
      </ReceiptLine>
      <ReceiptLine label="lifecycle.receipts.reference">
        <Ident>{order.provider_order_id}</Ident>
      </ReceiptLine>
      <ReceiptLine label="lifecycle.receipts.buyer">
        <NamedReseller name={order.reseller_name} />
      </ReceiptLine>
      <ReceiptLine label="lifecycle.receipts.seller">
        <bdi>{order.seller_name}</bdi>, <bdi>{order.seller_address}</bdi>
      </ReceiptLine>
    </ReceiptSheet>
  );
}

/** A purchase of credits on a page of its own, laid out to be printed: the e-mailed receipt links here. */
export function CreditReceiptShow() {
  return (
    <ShowBase>
      <CreditReceipt />
    </ShowBase>
  );
}
