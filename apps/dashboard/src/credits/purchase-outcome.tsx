import { Alert, Box, Link } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useShownText } from '../providers/error-text.ts';
import type { PurchaseOutcome } from './use-credit-purchase.ts';

/**
 * What became of the last purchase, read out as it changes: the credits added and the balance they make, with
 * the link to the receipt; why it was refused; or that it was cancelled.
 */
export function PurchaseOutcomeAlert({ outcome }: { outcome: PurchaseOutcome | undefined }) {
  const translate = useTranslate();
  const shownText = useShownText();
  const createPath = useCreatePath();
  return (
    <Box aria-live="polite" sx={{ mt: 2 }}>
      {outcome?.state === 'paid' ? (
        <Alert severity="success">
          {translate('credits.buy.done', {
            credits: translate('credits.balance.value', { smart_count: outcome.captured.order.credits }),
            balance: translate('credits.balance.value', { smart_count: outcome.captured.balance }),
          })}{' '}
          <Link
            component={RouterLink}
            to={createPath({ resource: 'credit-orders', id: outcome.captured.order.id, type: 'show' })}
          >
            {translate('credits.buy.receipt')}
          </Link>
        </Alert>
      ) : null}
      {outcome?.state === 'refused' ? <Alert severity="error">{shownText(outcome.message)}</Alert> : null}
      {outcome?.state === 'cancelled' ? (
        <Alert severity="info">{translate('credits.buy.cancelled')}</Alert>
      ) : null}
    </Box>
  );
}
