import type { CreditSummary } from '@vela/api-client';
import { creditMovementMax, lowBalanceSettingSchema } from '@vela/validation';
import { BooleanInput, FormDataConsumer, NumberInput } from 'react-admin';
import { z } from 'zod';
import { CreditSettingsCard } from './credit-settings-card.tsx';

/** What the form holds: the switch, and the number it warns at while the switch is on. */
interface LowBalanceValues {
  enabled?: unknown;
  low_balance_threshold?: unknown;
}

/**
 * The API's rule for the setting, read from the form: a threshold while the switch is on (one left empty is
 * refused, not taken for "never"), null for never.
 */
const lowBalanceFormSchema = z.preprocess((values) => {
  const { enabled, low_balance_threshold: threshold } = (values ?? {}) as LowBalanceValues;
  return { low_balance_threshold: enabled ? (threshold ?? undefined) : null };
}, lowBalanceSettingSchema);

const formValues = (summary: CreditSummary) => ({
  enabled: summary.low_balance_threshold !== null,
  low_balance_threshold: summary.low_balance_threshold,
});

/**
 * The low-balance warning: whether an e-mail comes when an activation leaves the balance at or below a number,
 * and which number. Checked with the API's own rule before it is sent.
 */
export function LowBalanceForm() {
  return (
    <CreditSettingsCard texts="low_balance" schema={lowBalanceFormSchema} defaultValues={formValues}>
      <BooleanInput source="enabled" label="credits.low_balance.enabled" helperText={false} />
      <FormDataConsumer<LowBalanceValues>>
        {({ formData }) =>
          formData.enabled ? (
            <NumberInput
              source="low_balance_threshold"
              label="credits.low_balance.threshold"
              helperText={false}
              min={0}
              max={creditMovementMax}
              step={1}
              variant="outlined"
              fullWidth
              sx={{ mt: 1, maxWidth: 360 }}
            />
          ) : null
        }
      </FormDataConsumer>
    </CreditSettingsCard>
  );
}
