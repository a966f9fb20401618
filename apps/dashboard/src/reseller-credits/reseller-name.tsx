import { Chip } from '@mui/material';
import type { ResellerCredits } from '@vela/api-client';
import { useTranslate } from 'react-admin';
import { Ident } from '../ident/ident.tsx';

/** How a reseller is named: its business name, else its own name, else its e-mail address (isolated). */
export function ResellerName({ reseller }: { reseller: ResellerCredits }) {
  const name = reseller.business_name || reseller.full_name;
  return name ? <bdi>{name}</bdi> : <Ident kind="email">{reseller.email}</Ident>;
}

/** The mark of a suspended reseller, whose credits are frozen. */
export function SuspendedChip() {
  const translate = useTranslate();
  return (
    <Chip size="small" color="error" variant="outlined" label={translate('credits.resellers.suspended')} />
  );
}
