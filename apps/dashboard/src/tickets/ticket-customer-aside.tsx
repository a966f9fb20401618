import { Alert, Box, CircularProgress, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Ticket } from '@vela/api-client';
import { useCreatePath, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { customerPath } from '../customers/paths.ts';
import { useLicenceText } from '../devices/device-fields.tsx';
import { DeviceLabel, Ident } from '../ident/ident.tsx';
import { dashboardBase } from '../providers/auth-client.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { useTicketOperator } from './ticket-operator.tsx';

/** The ticket's customer as the customer page has them, read once per ticket (operators only). */
function useTicketCustomer(ownerId: string | undefined, operator: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: customer, isError: failed } = useQuery({
    queryKey: ['customers', 'getCustomer', { id: ownerId }],
    queryFn: () => dataProvider.getCustomer(ownerId ?? ''),
    enabled: Boolean(ownerId) && operator,
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });
  return { customer, failed };
}

/**
 * Beside a ticket, for operators: whose it is, with a link to the whole customer, and their devices with each
 * one's licence, each linking to the device's page. Nothing for the ticket's owner.
 */
export function TicketCustomerAside() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const licenceText = useLicenceText();
  const ticket = useRecordContext<Ticket>();
  const operator = useTicketOperator();
  const { customer, failed } = useTicketCustomer(ticket?.owner_id, operator);
  if (!operator || !ticket?.owner_id) return null;
  return (
    <Paper
      component="aside"
      aria-labelledby="ticket-customer"
      variant="outlined"
      sx={{ p: 2, width: { xs: '100%', md: 300 }, flexShrink: 0, ml: { md: 2 }, mt: { xs: 2, md: 0 } }}
    >
      <Typography id="ticket-customer" component="h2" variant="h6">
        {translate('desk.aside.title')}
      </Typography>
      {failed ? (
        <Alert severity="error">{translate('desk.aside.loadFailed')}</Alert>
      ) : !customer ? (
        <CircularProgress size={24} aria-label={translate('tickets.show.loading')} />
      ) : (
        <>
          <MuiLink
            component={Link}
            to={`${dashboardBase}${customerPath(customer.id)}`}
            sx={{ display: 'block', overflowWrap: 'anywhere', my: 1 }}
          >
            <Ident>{customer.account.email}</Ident>
          </MuiLink>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            {translate('desk.aside.devices')}
          </Typography>
          {customer.devices.length === 0 ? (
            <Typography variant="body2">{translate('desk.aside.noDevices')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {customer.devices.map((device) => (
                <Box component="li" key={device.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  <MuiLink
                    component={Link}
                    to={createPath({ resource: 'devices', id: device.id, type: 'show' })}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    <DeviceLabel id={device.id} name={device.name} />
                  </MuiLink>
                  <Typography variant="body2" color="text.secondary">
                    {licenceText(device)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          {customer.truncated.devices ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('desk.aside.more')}
            </Typography>
          ) : null}
        </>
      )}
    </Paper>
  );
}
