import { Box, Typography } from '@mui/material';
import type { ResellerCredits } from '@vela/api-client';
import { formatNumber } from '@vela/locales';
import { FunctionField, List, TextField, useTranslate } from 'react-admin';
import { searchFilter } from '../forms/search-filter.tsx';
import { CountField } from '../i18n/count-field.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { useDashboardLocale } from '../i18n/locale-format.ts';
import { IdentField } from '../ident/ident.tsx';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { PricesForm } from './prices-form.tsx';
import { ResellerName, SuspendedChip } from './reseller-name.tsx';

function NoResults() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('credits.resellers.empty')}</Typography>;
}

/**
 * Operators: the prices of the tiers, then every account that may hold credits, the largest balance first:
 * searched by name or e-mail address; each opens that reseller's ledger and activations.
 */
export function ResellerCreditList() {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const title = translate('credits.resellers.title');
  const fields = 'credits.resellers.fields';
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <PricesForm />
      <List
        title={title}
        filters={[searchFilter(translate('credits.resellers.search'))]}
        sort={{ field: 'balance', order: 'DESC' }}
        exporter={false}
        empty={false}
      >
        <ResponsiveList<ResellerCredits>
          label={title}
          phone={{
            primaryText: (reseller) => <ResellerName reseller={reseller} />,
            secondaryText: (reseller) =>
              `${translate('credits.balance.value', { smart_count: reseller.balance })} · ${translate(
                'business.activationsSummary',
                { total: formatNumber(reseller.activations_30_days, locale) },
              )}`,
            tertiaryText: (reseller) => (reseller.banned ? <SuspendedChip /> : null),
          }}
          rowClick="show"
          empty={<NoResults />}
        >
          <FunctionField<ResellerCredits>
            source="full_name"
            label={`${fields}.full_name`}
            render={(reseller) => (
              <Box
                component="span"
                sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              >
                <bdi>{reseller.full_name}</bdi>
                {reseller.banned ? <SuspendedChip /> : null}
              </Box>
            )}
          />
          <TextField source="business_name" label={`${fields}.business_name`} sortable={false} emptyText="" />
          <IdentField source="email" label={`${fields}.email`} kind="email" />
          <CountField source="balance" label={`${fields}.balance`} textAlign="right" />
          <CountField
            source="activations_30_days"
            label={`${fields}.activations_30_days`}
            textAlign="right"
            sortable={false}
          />
          <InstantField source="last_movement_at" label={`${fields}.last_movement_at`} showTime />
        </ResponsiveList>
      </List>
    </>
  );
}
