import { Chip } from '@mui/material';
import { type CreditOrderStatus, creditOrderStatuses } from '@vela/validation';
import { useTranslate } from 'react-admin';

export const creditOrderStatusChoices = creditOrderStatuses.map((status) => ({
  id: status,
  name: `credits.orders.statuses.${status}`,
}));

/** Where a purchase stands, in words: waiting for its payment, paid and credited, or not paid. */
export function CreditOrderStatusChip({ status }: { status: CreditOrderStatus }) {
  const translate = useTranslate();
  const colour = status === 'completed' ? 'success' : status === 'failed' ? 'error' : 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colour}
      label={translate(`credits.orders.statuses.${status}`, { _: status })}
    />
  );
}
