import { Typography } from '@mui/material';
import { ShowBase, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { accountSections } from '../account/sections.ts';
import { useFormatInstant } from '../i18n/locale-format.ts';
import { Money } from '../i18n/money.tsx';
import { DeviceLabel, Ident } from '../ident/ident.tsx';
import { dashboardBase } from '../providers/auth-client.ts';
import { ReceiptLine, ReceiptSheet } from './receipt-sheet.tsx';
import type { Receipt } from './receipt-types.ts';

function ReceiptView() {
  const receipt = useRecordContext<Receipt>();
  const { error } = useShowContext();
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  if (error) return <Typography role="alert">{translate('lifecycle.receipts.not_found')}</Typography>;
  if (!receipt) return null;
  return (
    <ReceiptSheet
      title={translate('lifecycle.receipts.title', { number: receipt.number })}
      back={{
        to: `${dashboardBase}${accountSections.purchases}`,
        label: translate('lifecycle.receipts.back'),
      }}
    >
      <ReceiptLine label="lifecycle.receipts.number">
        <Ident>{receipt.number}</Ident>
      </ReceiptLine>
      <ReceiptLine label="lifecycle.receipts.date">{formatInstant(receipt.created_at, true)}</ReceiptLine>
      <ReceiptLine label="lifecycle.receipts.plan">
        {translate(`lifecycle.receipts.plan_${receipt.plan}`)}
      </ReceiptLine>
      <ReceiptLine label="lifecycle.receipts.device">
        <DeviceLabel id={receipt.deviceid} />
      </ReceiptLine>
      <ReceiptLine label="lifecycle.receipts.amount">
        <Money amount={receipt.amount} currency={receipt.currency} />
      </ReceiptLine>
      <ReceiptLine label="lifecycle.receipts.reference">
        <Ident>{receipt.reference}</Ident>
      </ReceiptLine>
      {receipt.buyer_email ? (
        <ReceiptLine label="lifecycle.receipts.buyer">
          {receipt.buyer_name ? `${receipt.buyer_name}, ` : ''}
          <Ident kind="email">{receipt.buyer_email}</Ident>
        </ReceiptLine>
      ) : null}
      <ReceiptLine label="lifecycle.receipts.seller">
        {receipt.seller_name}, {receipt.seller_address}
      </ReceiptLine>
    </ReceiptSheet>
  );
}

/** A receipt on a page of its own, laid out to be printed. */
export function ReceiptShow() {
  return (
    <ShowBase>
      <ReceiptView />
    </ShowBase>
  );
}
