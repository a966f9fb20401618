import { Box, Typography } from '@mui/material';
import type { Activation } from '@vela/api-client';
import type { MouseEvent } from 'react';
import { Link as AdminLink, FunctionField, TextField, useCreatePath, useTranslate } from 'react-admin';
import { CountField } from '../i18n/count-field.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { useFormatInstant } from '../i18n/locale-format.ts';
import { DeviceIdField, Ident } from '../ident/ident.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { ActivationStatusField, useTierText } from './activation-fields.tsx';
import { ReverseActivationButton } from './reverse-button.tsx';
import { RevokeActivationButton } from './revoke-button.tsx';

function NoResults() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('credits.activations.empty')}</Typography>;
}

/**
 * A note as its author wrote it: its lines kept, broken anywhere, and no wider than a column among others, so
 * that a long one leaves the dates and the licence beside it their width.
 */
const longTextStyle = {
  display: 'block',
  maxWidth: '20rem',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
} as const;

/** The reseller who made the activation, for operators: a link to that reseller's credits. */
function ResellerField(_props: { label?: string; sortable?: boolean }) {
  const createPath = useCreatePath();
  return (
    <FunctionField<Activation>
      render={(activation) =>
        activation.reseller_id ? (
          <AdminLink
            to={createPath({ resource: 'reseller-credits', id: activation.reseller_id, type: 'show' })}
            onClick={(event: MouseEvent) => event.stopPropagation()}
          >
            {activation.reseller_name}
          </AdminLink>
        ) : (
          activation.reseller_name
        )
      }
    />
  );
}

/** Revoke (the reseller, in the grace period) and Reverse (operators), whichever applies. */
function ActionsField(_props: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <RevokeActivationButton />
      <ReverseActivationButton />
    </Box>
  );
}

/**
 * The activations of the list context, newest first: when, which device, the licence and what it cost, the
 * reseller's note, whether it still counts and until when it may be revoked. A table on wider screens with
 * the buttons that undo an activation, a simple list on phones; each opens the activation's page.
 */
export function ActivationRows({ showReseller = false }: { showReseller?: boolean }) {
  const translate = useTranslate();
  const format = useFormatInstant();
  const tierText = useTierText();
  return (
    <ResponsiveList<Activation>
      label={translate('credits.activations.title')}
      phone={{
        primaryText: (activation) => <Ident kind="device">{activation.device_id}</Ident>,
        secondaryText: (activation) => (
          <>
            {`${tierText(activation)} · ${translate('credits.balance.value', { smart_count: activation.credits })} · ${format(activation.created_at, true)}`}
            {showReseller && activation.reseller_name ? ` · ${activation.reseller_name}` : null}
            {activation.note ? (
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {activation.note}
              </Box>
            ) : null}
          </>
        ),
        // Plain words: a phone's list shows this text faded, which a coloured chip's contrast would not survive.
        tertiaryText: (activation) => translate(`credits.activations.statuses.${activation.status}`),
      }}
      rowClick="show"
      empty={<NoResults />}
    >
      <InstantField source="created_at" label="credits.activations.fields.created_at" showTime />
      <DeviceIdField source="device_id" label="credits.activations.fields.device_id" />
      {showReseller ? <ResellerField label="credits.activations.fields.reseller" sortable={false} /> : null}
      <FunctionField<Activation>
        source="tier"
        label="credits.activations.fields.tier"
        // Broken between words only: a long note beside it would otherwise squeeze it letter by letter.
        render={(activation) => (
          <Box component="span" sx={{ overflowWrap: 'normal' }}>
            {tierText(activation)}
          </Box>
        )}
      />
      <CountField source="credits" label="credits.activations.fields.credits" textAlign="right" />
      <TextField source="note" label="credits.activations.fields.note" sortable={false} sx={longTextStyle} />
      <ActivationStatusField label="credits.activations.fields.status" sortable={false} />
      <InstantField
        source="revocable_until"
        label="credits.activations.fields.revocable_until"
        showTime
        sortable={false}
      />
      <ActionsField label="integration.apiKeys.fields.actions" />
    </ResponsiveList>
  );
}
