import { Box, Typography } from '@mui/material';
import type { ResellerCredits } from '@vela/api-client';
import {
  CreateButton,
  DateInput,
  ExportButton,
  FilterButton,
  List,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { searchFilter } from '../forms/search-filter.tsx';
import { Ident } from '../ident/ident.tsx';
import { statusChoices, tierChoices } from './activation-fields.tsx';
import { ActivationRows } from './activation-rows.tsx';
import { exportActivations } from './export-activations.ts';

/** A reseller as a choice of the filter: its business name or its name, else its e-mail address. */
function ResellerChoice() {
  const reseller = useRecordContext<ResellerCredits>();
  if (!reseller) return null;
  const name = reseller.business_name || reseller.full_name;
  return name ? <bdi>{name}</bdi> : <Ident kind="email">{reseller.email}</Ident>;
}

/** Operators filter by reseller: every account that may hold credits, by name. */
function ResellerFilter(_props: { source: string; label: string; alwaysOn?: boolean }) {
  const { data } = useGetList<ResellerCredits>('reseller-credits', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'full_name', order: 'ASC' },
  });
  return (
    <SelectInput
      source="reseller_id"
      label="credits.activations.fields.reseller"
      choices={data ?? []}
      optionText={<ResellerChoice />}
      translateChoice={false}
    />
  );
}

function useActivationFilters(everyReseller: boolean) {
  const translate = useTranslate();
  return [
    searchFilter(translate('credits.activations.filters.q')),
    <SelectInput key="tier" source="tier" label="credits.activations.filters.tier" choices={tierChoices} />,
    <SelectInput
      key="status"
      source="status"
      label="credits.activations.filters.status"
      choices={statusChoices}
    />,
    <DateInput key="from" source="from" label="credits.activations.filters.from" helperText={false} />,
    <DateInput key="to" source="to" label="credits.activations.filters.to" helperText={false} />,
    ...(everyReseller
      ? [
          <ResellerFilter
            key="reseller_id"
            source="reseller_id"
            label="credits.activations.fields.reseller"
          />,
        ]
      : []),
  ];
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="credits.activations.create" />
      <ExportButton />
    </TopToolbar>
  );
}

/** What a reseller who has activated nothing yet sees: what activations are, and the way to make one. */
function NoActivations() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', my: 4, mx: 'auto', maxWidth: 560 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('credits.activations.title')}
      </Typography>
      <Typography component="p" variant="h6" gutterBottom>
        {translate('credits.activations.empty')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('credits.activations.empty_hint')}</Typography>
      <CreateButton variant="contained" label="credits.activations.create" />
    </Box>
  );
}

/**
 * The reseller's activations (an operator's list holds every reseller's, and says so), newest first: searched
 * by device id or note, filtered by licence, status and days, exported as CSV; each row opens the activation,
 * and undoes it while that is possible.
 */
export function ActivationList() {
  const translate = useTranslate();
  const { canAccess: everyReseller = false } = useCanAccess({ resource: 'activations.all', action: 'read' });
  const title = translate(everyReseller ? 'scopes.activations.title' : 'credits.activations.title');
  const filters = useActivationFilters(everyReseller);
  return (
    <List
      title={title}
      filters={filters}
      actions={<ListActions />}
      exporter={exportActivations}
      empty={<NoActivations />}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Typography component="h1" variant="h6" sx={{ px: 2, pt: 2 }}>
        {title}
      </Typography>
      <ActivationRows showReseller={everyReseller} />
    </List>
  );
}
