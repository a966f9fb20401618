import { Alert, Box, Button, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import type { CreditPack } from '@vela/api-client';
import { useState } from 'react';
import { useCreatePath, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Money } from '../i18n/money.tsx';
import { usePaymentsConfig } from '../providers/public-config.ts';
import { useBuysCredits } from './buyer.ts';
import { PackPayment } from './pack-payment.tsx';
import { PurchaseOutcomeAlert } from './purchase-outcome.tsx';
import { useCreditPurchase } from './use-credit-purchase.ts';
import { useCreditSummary } from './use-credit-summary.ts';

/** One pack on sale: its credits, its price, and the button that chooses it. */
function PackCard({ pack, chosen, onChoose }: { pack: CreditPack; chosen: boolean; onChoose: () => void }) {
  const translate = useTranslate();
  const credits = translate('credits.balance.value', { smart_count: pack.credits });
  return (
    <Card variant="outlined" sx={{ borderColor: chosen ? 'primary.main' : undefined }}>
      <CardContent>
        <Typography component="h3" variant="h6">
          {credits}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          <Money amount={pack.price} currency={pack.currency} />
        </Typography>
        <Button variant={chosen ? 'contained' : 'outlined'} onClick={onChoose}>
          {translate('credits.buy.choose', { credits })}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The packs on sale, the smallest first; the chosen one's payment below them, then what became of it. */
function PackChoice() {
  const translate = useTranslate();
  const { data: packs, isError: failed } = useGetList<CreditPack>(
    'credit-packs',
    { pagination: { page: 1, perPage: 50 }, sort: { field: 'credits', order: 'ASC' } },
    // The data provider already reads again while the API is out of reach.
    { retry: false },
  );
  const payments = usePaymentsConfig();
  const purchase = useCreditPurchase();
  const [chosen, setChosen] = useState<CreditPack>();
  if (failed) return <Alert severity="error">{translate('errors.dashboard.data_provider')}</Alert>;
  if (!packs) return <Skeleton variant="rounded" height={120} />;
  if (packs.length === 0) return <Typography>{translate('credits.buy.empty')}</Typography>;
  const choose = (pack: CreditPack) => {
    setChosen(pack);
    purchase.reset();
  };
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        }}
      >
        {packs.map((pack) => (
          <PackCard key={pack.id} pack={pack} chosen={pack.id === chosen?.id} onChoose={() => choose(pack)} />
        ))}
      </Box>
      {chosen && purchase.outcome?.state !== 'paid' ? (
        <PackPayment pack={chosen} payments={payments} purchase={purchase} />
      ) : null}
      <PurchaseOutcomeAlert outcome={purchase.outcome} />
    </>
  );
}

/**
 * A reseller buys credits: a pack on sale, paid with PayPal (or the simulator that stands in for it), whose
 * credits are added at once. A reseller whose credits are frozen reads why it cannot buy instead. Past purchases
 * and their receipts are one link away.
 */
export function BuyCredits() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const buys = useBuysCredits();
  const { data: summary, isError: unknown } = useCreditSummary();
  if (!buys) return null;
  return (
    <Card component="section" aria-labelledby="buy-credits-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" id="buy-credits-heading" gutterBottom>
          {translate('credits.buy.title')}
        </Typography>
        {summary?.frozen ? (
          <Alert severity="warning">{translate('credits.buy.frozen')}</Alert>
        ) : summary || unknown ? (
          <>
            <Typography sx={{ mb: 2 }}>{translate('credits.buy.intro')}</Typography>
            <PackChoice />
          </>
        ) : (
          <Skeleton variant="rounded" height={120} />
        )}
        <Link
          component={RouterLink}
          to={createPath({ resource: 'credit-orders', type: 'list' })}
          sx={{ display: 'inline-block', mt: 2 }}
        >
          {translate('credits.buy.purchases')}
        </Link>
      </CardContent>
    </Card>
  );
}
