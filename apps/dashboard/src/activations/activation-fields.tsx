import { Box, Chip, Typography } from '@mui/material';
import type { Activation } from '@vela/api-client';
import { activationStatuses, activationTiers } from '@vela/validation';
import { useRecordContext, useTranslate } from 'react-admin';

export const tierChoices = activationTiers.map((tier) => ({
  id: tier,
  name: `credits.activations.tiers.${tier}`,
}));

export const statusChoices = activationStatuses.map((status) => ({
  id: status,
  name: `credits.activations.statuses.${status}`,
}));

/** The licence an activation bought, in words. */
export function useTierText() {
  const translate = useTranslate();
  return (activation: Pick<Activation, 'tier'>) => translate(`credits.activations.tiers.${activation.tier}`);
}

/** Whether the activation still counts, and for a revoked one who undid it: its reseller, or support. */
export function ActivationStatusText({ activation }: { activation: Activation }) {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}
    >
      <Chip
        size="small"
        // Filled green keeps WCAG AA contrast with its white text; a revoked activation is plain.
        color={activation.status === 'active' ? 'success' : 'default'}
        label={translate(`credits.activations.statuses.${activation.status}`)}
      />
      {activation.status === 'revoked' && activation.revoked_as ? (
        <Typography component="span" variant="caption">
          {translate(`credits.activations.revoked_as.${activation.revoked_as}`)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The status of the activation in the record context, as a list column. */
export function ActivationStatusField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<Activation>();
  return record ? <ActivationStatusText activation={record} /> : null;
}
