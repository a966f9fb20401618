import AddTask from '@mui/icons-material/AddTask';
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { CanAccess, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useBuysCredits } from './buyer.ts';
import { useCreditSummary } from './use-credit-summary.ts';

/**
 * The signed-in person's balance, and what it buys: the frozen warning while the account is suspended, how to
 * get more, the price of each tier, the grace period of a revocation, and the way to activate a device.
 */
export function BalanceCard() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data: summary, isError: failed } = useCreditSummary();
  const buys = useBuysCredits();
  const credits = (count: number) => translate('credits.balance.value', { smart_count: count });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        {failed ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate('errors.dashboard.data_provider')}
          </Alert>
        ) : null}
        <Typography component="p" variant="h4" data-testid="credit-balance" aria-live="polite">
          {summary ? credits(summary.balance) : <Skeleton width="8ch" />}
        </Typography>
        {summary?.frozen ? (
          <Alert severity="warning" sx={{ my: 1 }}>
            {translate('credits.balance.frozen')}
          </Alert>
        ) : null}
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {buys ? translate('credits.balance.how_to_buy') : translate('credits.balance.how_to_get')}
        </Typography>
        {summary ? (
          <Box sx={{ mt: 2 }}>
            <Typography>
              {translate('credits.balance.prices', {
                basic: credits(summary.prices.basic),
                premium: credits(summary.prices.premium),
              })}
            </Typography>
            <Typography>
              {translate('credits.balance.window', { hours: summary.revoke_window_hours })}
            </Typography>
          </Box>
        ) : null}
        <CanAccess action="create" resource="activations">
          {/* MUI's own button: react-admin's drops its label on a phone, and this one is the page's main action. */}
          <Button
            component={Link}
            to={createPath({ resource: 'activations', type: 'create' })}
            variant="contained"
            startIcon={<AddTask />}
            disabled={summary?.frozen === true}
            sx={{ mt: 2 }}
          >
            {translate('credits.balance.activate')}
          </Button>
        </CanAccess>
      </CardContent>
    </Card>
  );
}
