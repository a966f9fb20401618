import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { AdminDevice } from '@vela/api-client';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { Money } from '../i18n/money.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { useFormatDate } from './device-fields.tsx';

/** The orders and subscriptions of the device in context, newest first. */
export function DevicePurchases() {
  const record = useRecordContext<AdminDevice>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const id = record?.id ?? '';
  const { data: purchases, isError: failed } = useQuery({
    queryKey: ['devices', 'listDevicePurchases', { id }],
    queryFn: () => dataProvider.listDevicePurchases(id),
    enabled: id !== '',
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });

  if (failed) return <Typography role="alert">{translate('errors.dashboard.data_provider')}</Typography>;
  if (!purchases) return null;
  if (purchases.length === 0) return <Typography>{translate('devices.purchases.empty')}</Typography>;
  // On a phone the columns may need more than the screen: the table scrolls inside its box (decision 31), which
  // the keyboard reaches too, since its rows hold nothing to focus.
  return (
    <TableContainer tabIndex={0} role="region" aria-label={translate('devices.show.purchases')}>
      <Table size="small" aria-label={translate('devices.show.purchases')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('devices.purchases.kind')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('devices.purchases.date')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('devices.purchases.amount')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('devices.purchases.status')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('devices.purchases.updated')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {purchases.map((purchase) => (
            <TableRow key={purchase.id}>
              <TableCell>{translate(`devices.purchases.${purchase.kind}`)}</TableCell>
              <TableCell>{formatDate(purchase.created_at, true)}</TableCell>
              <TableCell>
                <Money amount={purchase.amount} currency={purchase.currency} />
              </TableCell>
              <TableCell>
                {translate(`devices.purchases.statuses.${purchase.status.toLowerCase()}`, {
                  _: purchase.status,
                })}
              </TableCell>
              <TableCell>{formatDate(purchase.updated_at, true)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
