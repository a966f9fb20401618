import { Box, Button, GlobalStyles, Link, Typography } from '@mui/material';
import { ShowBase, Title, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { accountSections } from '../account/sections.ts';
import { useFormatInstant } from '../i18n/locale-format.ts';
import { Money } from '../i18n/money.tsx';
import { DeviceLabel, Ident } from '../ident/ident.tsx';
import { dashboardBase } from '../providers/auth-client.ts';
import type { Receipt } from './receipt-types.ts';

/** On paper only the receipt: the dashboard's bars, menu and buttons stay on screen. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .RaSidebar-root, .RaAppBar-root, .MuiDrawer-root, [data-screen-only]': {
          display: 'none !important',
        },
        body: { background: '#fff' },
        '.RaLayout-content': { padding: '0 !important' },
      },
    }}
  />
);

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="div" sx={{ display: 'flex', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="dt" sx={{ minWidth: 180, fontWeight: 600 }}>
        {translate(label)}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function ReceiptView() {
  const receipt = useRecordContext<Receipt>();
  const { error } = useShowContext();
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  if (error) return <Typography role="alert">{translate('lifecycle.receipts.not_found')}</Typography>;
  if (!receipt) return null;
  const title = translate('lifecycle.receipts.title', { number: receipt.number });
  return (
    <Box component="article" sx={{ maxWidth: 720, mt: 2, p: 3, bgcolor: 'background.paper' }}>
      {printStyles}
      <Title title={title} />
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Line label="lifecycle.receipts.number">
          <Ident>{receipt.number}</Ident>
        </Line>
        <Line label="lifecycle.receipts.date">{formatInstant(receipt.created_at, true)}</Line>
        <Line label="lifecycle.receipts.plan">{translate(`lifecycle.receipts.plan_${receipt.plan}`)}</Line>
        <Line label="lifecycle.receipts.device">
          <DeviceLabel id={receipt.deviceid} />
        </Line>
        <Line label="lifecycle.receipts.amount">
          <Money amount={receipt.amount} currency={receipt.currency} />
        </Line>
        <Line label="lifecycle.receipts.reference">
          <Ident>{receipt.reference}</Ident>
        </Line>
        {receipt.buyer_email ? (
          <Line label="lifecycle.receipts.buyer">
            {receipt.buyer_name ? `${receipt.buyer_name}, ` : ''}
            <Ident kind="email">{receipt.buyer_email}</Ident>
          </Line>
        ) : null}
        <Line label="lifecycle.receipts.seller">
          {receipt.seller_name}, {receipt.seller_address}
        </Line>
      </Box>
      <Box data-screen-only sx={{ display: 'flex', gap: 2, mt: 3, alignItems: 'center' }}>
        <Button variant="contained" onClick={() => window.print()}>
          {translate('lifecycle.receipts.print')}
        </Button>
        <Link component={RouterLink} to={`${dashboardBase}${accountSections.purchases}`}>
          {translate('lifecycle.receipts.back')}
        </Link>
      </Box>
    </Box>
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
