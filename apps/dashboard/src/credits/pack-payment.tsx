import { Alert, Box, Button, Chip, Skeleton, Typography } from '@mui/material';
import type { CreditPack, PublicConfig } from '@vela/api-client';
import { lazy, Suspense, useId } from 'react';
import { useTranslate } from 'react-admin';
import { Money } from '../i18n/money.tsx';
import type { CreditPurchase } from './use-credit-purchase.ts';

// PayPal's library in a chunk of its own, fetched when a reseller first pays with PayPal.
const PayPalPackButtons = lazy(() =>
  import('./paypal-pack-buttons.tsx').then((module) => ({ default: module.PayPalPackButtons })),
);

/** The simulator that stands in for PayPal on a server without a PayPal account, labelled as such. */
function SimulatorPayment({ pack, purchase }: { pack: CreditPack; purchase: CreditPurchase }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }}>
      <Chip variant="outlined" label={translate('credits.buy.simulator.label')} />
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {translate('credits.buy.simulator.note')}
      </Typography>
      <Button
        variant="contained"
        disabled={purchase.busy}
        onClick={() => void purchase.payWithSimulator(pack)}
      >
        {translate('credits.buy.simulator.pay')}
      </Button>
    </Box>
  );
}

interface PackPaymentProps {
  pack: CreditPack;
  /** How the server takes payments: undefined while its configuration is read, null when it could not be. */
  payments: PublicConfig['payments'] | null | undefined;
  purchase: CreditPurchase;
}

/**
 * The payment of the chosen pack, the way the server takes payments: PayPal's buttons, or the simulator's.
 * Either orders the pack with our API and captures it once approved.
 */
export function PackPayment({ pack, payments, purchase }: PackPaymentProps) {
  const translate = useTranslate();
  const headingId = useId();
  const credits = translate('credits.balance.value', { smart_count: pack.credits });
  const paypal = payments?.provider === 'paypal' ? payments.clientId : null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 600 }}>
        {translate('credits.buy.pay_title', { credits })}
      </Typography>
      <Typography>
        <Money amount={pack.price} currency={pack.currency} />
      </Typography>
      {payments === undefined ? (
        <Typography color="text.secondary">{translate('credits.buy.loading')}</Typography>
      ) : null}
      {payments === null || (payments?.provider === 'paypal' && !paypal) ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('credits.buy.unavailable')}
        </Alert>
      ) : null}
      {paypal ? (
        <Box sx={{ mt: 1, maxWidth: 400 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={150} />}>
            <PayPalPackButtons
              key={pack.id}
              clientId={paypal}
              currency={pack.currency}
              createOrder={() => purchase.startOrder(pack)}
              onApprove={purchase.completeOrder}
              onCancel={purchase.cancelled}
              onError={purchase.failed}
            />
          </Suspense>
        </Box>
      ) : null}
      {payments?.provider === 'simulator' ? <SimulatorPayment pack={pack} purchase={purchase} /> : null}
    </Box>
  );
}
