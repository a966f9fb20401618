import { Box, Button, GlobalStyles, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

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

/** One fact of a receipt: its label (a translation key) and its value. */
export function ReceiptLine({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="div" sx={{ display: 'flex', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="dt" sx={{ minWidth: 180, fontWeight: 600 }}>
        {translate(label)}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

interface ReceiptSheetProps {
  /** The page's title and heading. */
  title: string;
  /** The list the receipt belongs to, linked beside the Print button. */
  back: { to: string; label: string };
  /** Its `ReceiptLine`s. */
  children: ReactNode;
}

/**
 * A receipt on a page of its own, laid out to be printed: its title, its facts, and on screen only the Print
 * button and the way back to its list. Licence receipts and purchases of credits alike.
 */
export function ReceiptSheet({ title, back, children }: ReceiptSheetProps) {
  const translate = useTranslate();
  return (
    <Box component="article" sx={{ maxWidth: 720, mt: 2, p: 3, bgcolor: 'background.paper' }}>
      {printStyles}
      <Title title={title} />
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {children}
      </Box>
      <Box data-screen-only sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3, alignItems: 'center' }}>
        <Button variant="contained" onClick={() => window.print()}>
          {translate('lifecycle.receipts.print')}
        </Button>
        <Link component={RouterLink} to={back.to}>
          {back.label}
        </Link>
      </Box>
    </Box>
  );
}
