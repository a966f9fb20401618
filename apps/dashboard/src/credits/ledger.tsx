import { Box, Typography } from '@mui/material';
import type { CreditMovement } from '@vela/api-client';
import { creditMovementKinds } from '@vela/validation';
import {
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { CountField } from '../i18n/count-field.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { useFormatInstant } from '../i18n/locale-format.ts';
import { DeviceIdField, Ident } from '../ident/ident.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { CreditAmount } from './credit-amount.tsx';

const movementKindChoices = creditMovementKinds.map((kind) => ({
  id: kind,
  name: `credits.ledger.kinds.${kind}`,
}));

/** What a movement was, in words: an activation, its refund, a purchase, support's grant or take-back. */
function useMovementKindText() {
  const translate = useTranslate();
  return (movement: CreditMovement) =>
    translate(`credits.ledger.kinds.${movement.kind}`, { _: movement.kind });
}

/** Who moved the credits, for operators: the person's name, or support when the account is gone. */
function useActorText() {
  const translate = useTranslate();
  return (movement: CreditMovement) =>
    movement.actor_name ?? (movement.by_operator ? translate('credits.ledger.support') : '');
}

function NoMovements() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('credits.ledger.empty')}</Typography>;
}

/**
 * A reason as its author wrote it: its lines kept, broken anywhere rather than widening the table, and no wider
 * than a column among others.
 */
const reasonStyle = {
  display: 'block',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  maxWidth: '20rem',
} as const;

export interface LedgerRowsProps {
  /** Operators see who moved the credits. */
  showActor?: boolean;
}

/**
 * The movements of the list context, newest first: when, what, how many credits in (+) or out (−), the balance
 * each left, the device an activation or its refund concerns, and the reason support gave. A table on wider
 * screens, a simple list on phones.
 */
export function LedgerRows({ showActor = false }: LedgerRowsProps) {
  const translate = useTranslate();
  const format = useFormatInstant();
  const kindText = useMovementKindText();
  const actorText = useActorText();
  return (
    <ResponsiveList<CreditMovement>
      label={translate('credits.ledger.title')}
      phone={{
        primaryText: (movement) => (
          <>
            <CreditAmount amount={movement.amount} /> · {kindText(movement)}
          </>
        ),
        secondaryText: (movement) => (
          <>
            {format(movement.created_at, true)}
            {movement.device_id ? (
              <>
                {' · '}
                <Ident kind="device">{movement.device_id}</Ident>
              </>
            ) : null}
          </>
        ),
        tertiaryText: (movement) =>
          movement.reason ? (
            <Box component="span" sx={reasonStyle}>
              {movement.reason}
            </Box>
          ) : null,
      }}
      rowClick={false}
      empty={<NoMovements />}
    >
      <InstantField source="created_at" label="credits.ledger.fields.created_at" showTime />
      <FunctionField<CreditMovement>
        source="kind"
        label="credits.ledger.fields.kind"
        sortable={false}
        render={kindText}
      />
      <FunctionField<CreditMovement>
        source="amount"
        label="credits.ledger.fields.amount"
        textAlign="right"
        render={(movement) => <CreditAmount amount={movement.amount} />}
      />
      <CountField
        source="balance_after"
        label="credits.ledger.fields.balance_after"
        textAlign="right"
        sortable={false}
      />
      <DeviceIdField source="device_id" label="credits.ledger.fields.device_id" sortable={false} />
      <TextField source="reason" label="credits.ledger.fields.reason" sortable={false} sx={reasonStyle} />
      {showActor ? (
        <FunctionField<CreditMovement>
          label="credits.ledger.fields.actor"
          sortable={false}
          render={actorText}
        />
      ) : null}
    </ResponsiveList>
  );
}

const ledgerFilters = [
  <SelectInput
    key="kind"
    source="kind"
    label="credits.ledger.filters.kind"
    choices={movementKindChoices}
    alwaysOn
  />,
  <DateInput key="from" source="from" label="credits.ledger.filters.from" helperText={false} />,
  <DateInput key="to" source="to" label="credits.ledger.filters.to" helperText={false} />,
];

function LedgerActions() {
  return (
    <TopToolbar>
      <FilterButton />
    </TopToolbar>
  );
}

/**
 * One balance's ledger, filtered by kind and by days: the signed-in reseller's own (the API gives a reseller
 * nothing else), or for an operator the balance of `resellerId`.
 */
export function Ledger({ resellerId, showActor = false }: { resellerId?: string; showActor?: boolean }) {
  return (
    <List<CreditMovement>
      resource="credit-movements"
      title={false}
      filter={resellerId ? { reseller_id: resellerId } : undefined}
      filters={ledgerFilters}
      actions={<LedgerActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      empty={false}
      storeKey={resellerId ? `credit-movements.${resellerId}` : 'credit-movements.own'}
    >
      <LedgerRows showActor={showActor} />
    </List>
  );
}
