import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatInstant } from '../i18n/locale-format.ts';
import { Money } from '../i18n/money.tsx';
import { DeviceLabel, Ident } from '../ident/ident.tsx';
import { dashboardBase } from '../providers/auth-client.ts';
import type { Receipt } from './receipt-types.ts';

const receiptShowPath = (id: string) => `${dashboardBase}/receipts/${encodeURIComponent(id)}/show`;

/**
 * The signed-in person's receipts, newest first (those of one device when `deviceId` is given), each
 * opening its printable page.
 */
export function ReceiptTable({ deviceId }: { deviceId?: string }) {
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  const { data: receipts, isError: failed } = useGetList<Receipt>(
    'receipts',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: deviceId ? { deviceid: deviceId } : {},
    },
    // The data provider already reads again while the API is out of reach.
    { retry: false },
  );

  if (failed) return <Typography role="alert">{translate('errors.dashboard.data_provider')}</Typography>;
  if (!receipts) return null;
  if (receipts.length === 0) return <Typography>{translate('lifecycle.receipts.empty')}</Typography>;
  // On a phone the columns may need more than the screen: the table scrolls inside its box (decision 31).
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('dashboard.resources.receipts')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('lifecycle.receipts.number')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('lifecycle.receipts.date')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('lifecycle.receipts.plan')}
            </TableCell>
            {deviceId ? null : (
              <TableCell component="th" scope="col">
                {translate('lifecycle.receipts.device')}
              </TableCell>
            )}
            <TableCell component="th" scope="col">
              {translate('lifecycle.receipts.amount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {receipts.map((receipt) => (
            <TableRow key={receipt.id}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={receiptShowPath(receipt.id)}
                  aria-label={translate('lifecycle.receipts.open', { number: receipt.number })}
                >
                  <Ident>{receipt.number}</Ident>
                </Link>
              </TableCell>
              <TableCell>{formatInstant(receipt.created_at)}</TableCell>
              <TableCell>{translate(`lifecycle.receipts.plan_${receipt.plan}`)}</TableCell>
              {deviceId ? null : (
                <TableCell>
                  <DeviceLabel id={receipt.deviceid} />
                </TableCell>
              )}
              <TableCell>
                <Money amount={receipt.amount} currency={receipt.currency} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
