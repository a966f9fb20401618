import AddCard from '@mui/icons-material/AddCard';
import ListIcon from '@mui/icons-material/List';
import { Alert, Box, Typography } from '@mui/material';
import type { ResellerCredits } from '@vela/api-client';
import { formatNumber } from '@vela/locales';
import { useState } from 'react';
import {
  Button,
  CanAccess,
  Link,
  ListButton,
  Pagination,
  ReferenceManyField,
  Show,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ActivationRows } from '../activations/activation-rows.tsx';
import { LedgerRows } from '../credits/ledger.tsx';
import { useDashboardLocale, useFormatInstant } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident.tsx';
import { Facts, Section } from '../layout/show-sections.tsx';
import { MoveCreditsDialog } from './move-credits-dialog.tsx';
import { ResellerName } from './reseller-name.tsx';

function ResellerTitle() {
  const record = useRecordContext<ResellerCredits>();
  return record ? <ResellerName reseller={record} /> : null;
}

/** 'Add or take back credits', with its dialog. */
function MoveCreditsButton() {
  const record = useRecordContext<ResellerCredits>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <CanAccess action="create" resource="credit-movements">
      <Button label="credits.move.button" onClick={() => setOpen(true)}>
        <AddCard />
      </Button>
      {open ? <MoveCreditsDialog reseller={record} onClose={() => setOpen(false)} /> : null}
    </CanAccess>
  );
}

/** Every activation of this reseller, in the activations list filtered to them. */
function ActivationsButton() {
  const record = useRecordContext<ResellerCredits>();
  const createPath = useCreatePath();
  if (!record) return null;
  const filter = JSON.stringify({ reseller_id: record.id });
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'activations', type: 'list' })}?${new URLSearchParams({ filter })}`}
      label="credits.resellers.activations"
    >
      <ListIcon />
    </Button>
  );
}

function ShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ListButton />
      <ActivationsButton />
      <MoveCreditsButton />
    </TopToolbar>
  );
}

/** The reseller's account and balance, and whether its credits are frozen. */
function ResellerFacts() {
  const record = useRecordContext<ResellerCredits>();
  const translate = useTranslate();
  const format = useFormatInstant();
  const locale = useDashboardLocale();
  const createPath = useCreatePath();
  if (!record) return null;
  const fields = 'credits.resellers.fields';
  return (
    <Section title="credits.resellers.title">
      {record.banned ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('credits.resellers.suspended')}
        </Alert>
      ) : null}
      <Facts
        facts={[
          [`${fields}.full_name`, <bdi key="name">{record.full_name}</bdi>],
          [
            `${fields}.business_name`,
            record.business_name ? <bdi key="business">{record.business_name}</bdi> : '',
          ],
          [
            `${fields}.email`,
            <Link key="email" to={createPath({ resource: 'users', id: record.id, type: 'show' })}>
              <Ident kind="email">{record.email}</Ident>
            </Link>,
          ],
          [
            `${fields}.balance`,
            <Typography key="balance" component="span" data-testid="reseller-balance">
              {translate('credits.balance.value', { smart_count: record.balance })}
            </Typography>,
          ],
          [`${fields}.activations_30_days`, formatNumber(record.activations_30_days, locale)],
          [
            `${fields}.last_movement_at`,
            record.last_movement_at ? format(record.last_movement_at, true) : '',
          ],
        ]}
      />
    </Section>
  );
}

/** One reseller's balance, its ledger with who moved what, and its activations; operators add or take back credits. */
export function ResellerCreditShow() {
  return (
    <Show<ResellerCredits> title={<ResellerTitle />} component="div" actions={<ShowActions />}>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <ResellerTitle />
        </Typography>
        <ResellerFacts />
        <Section title="credits.ledger.title">
          <ReferenceManyField
            reference="credit-movements"
            target="reseller_id"
            sort={{ field: 'created_at', order: 'DESC' }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[10]} />}
          >
            <LedgerRows showActor />
          </ReferenceManyField>
        </Section>
        <Section title="credits.activations.title">
          <ReferenceManyField
            reference="activations"
            target="reseller_id"
            sort={{ field: 'created_at', order: 'DESC' }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[10]} />}
          >
            <ActivationRows />
          </ReferenceManyField>
        </Section>
      </Box>
    </Show>
  );
}
