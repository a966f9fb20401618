import { Box } from '@mui/material';
import { formatNumber } from '@vela/locales';
import { useDashboardLocale } from '../i18n/locale-format.ts';

/**
 * A movement of credits with its sign, `+5` in and `−2` out, in the reader's digits; isolated, so that a
 * right-to-left sentence or table cell cannot move the sign to the other end of the number.
 */
export function CreditAmount({ amount }: { amount: number }) {
  const locale = useDashboardLocale();
  return (
    <Box
      component="bdi"
      data-value="credits"
      sx={{ fontWeight: 600, color: amount < 0 ? 'error.dark' : amount > 0 ? 'success.dark' : undefined }}
    >
      {formatNumber(amount, locale, { signDisplay: 'exceptZero' })}
    </Box>
  );
}
