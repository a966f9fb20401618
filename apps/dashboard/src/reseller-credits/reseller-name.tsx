import { Chip } from '@mui/material';
import type { ResellerCredits } from '@vela/api-client';
import { useTranslate } from 'react-admin';
import { Ident, identKind } from '../ident/ident.tsx';

/** How a reseller is named: its business name, else its own name, else its e-mail address (isolated). */
export function ResellerName({ reseller }: { reseller: ResellerCredits }) {
  const name = reseller.business_name || reseller.full_name;
  return name ? <bdi>{name}</bdi> : <Ident kind="email">{reseller.email}</Ident>;
}

/**
 * A reseller as the API already names it (`reseller_name` of an activation or a purchase: its business name,
 * else its own name, else its e-mail address), each the way `ResellerName` shows it.
 */
export function NamedReseller({ name }: { name: string }) {
  return identKind(name) === 'email' ? <Ident kind="email">{name}</Ident> : <bdi>{name}</bdi>;
}

/** The mark of a suspended reseller, whose credits are frozen. */
export function SuspendedChip() {
  const translate = useTranslate();
  return (
    <Chip size="small" color="error" variant="outlined" label={translate('credits.resellers.suspended')} />
  );
}
