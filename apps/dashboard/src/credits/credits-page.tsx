import { Box, Typography } from '@mui/material';
import { Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { BalanceCard } from './balance-card.tsx';
import { BusinessNameForm } from './business-name-form.tsx';
import { BuyCredits } from './buy-credits.tsx';
import { Ledger } from './ledger.tsx';
import { LowBalanceForm } from './low-balance-form.tsx';

/**
 * The ledger of the signed-in person's own balance. An operator, who reads every reseller's movements, sees
 * those of their own account here, with who moved them.
 */
function OwnLedger() {
  const { canAccess: everyReseller, isPending } = useCanAccess({
    resource: 'credit-movements.all',
    action: 'read',
  });
  const { identity } = useGetIdentity();
  if (isPending) return null;
  if (!everyReseller) return <Ledger />;
  return identity ? <Ledger resellerId={String(identity.id)} showActor /> : null;
}

/**
 * A reseller's credits: the balance and what it buys, the way to activate a device, the packs of credits to buy,
 * the low-balance warning, the business name its clients see, and every movement of the balance.
 */
export function CreditsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={translate('dashboard.menu.credits')} />
      <Typography component="h1" variant="h5">
        {translate('credits.balance.title')}
      </Typography>
      <BalanceCard />
      <BuyCredits />
      <LowBalanceForm />
      <BusinessNameForm />
      <Box component="section" aria-labelledby="credit-ledger-heading" sx={{ mt: 3 }}>
        <Typography component="h2" variant="h6" id="credit-ledger-heading">
          {translate('credits.ledger.title')}
        </Typography>
        <OwnLedger />
      </Box>
    </Box>
  );
}
