import { Card, CardContent, Typography } from '@mui/material';
import type { CreditSummary } from '@vela/api-client';
import { type CreditSettings, creditMovementMax, lowBalanceSettingSchema } from '@vela/validation';
import { BooleanInput, FormDataConsumer, NumberInput, useDataProvider, useTranslate } from 'react-admin';
import { z } from 'zod';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { useCreditSummary, useKeepCreditSummary } from './use-credit-summary.ts';

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

function LowBalanceStatus({ saved, failed }: { saved: boolean; failed: boolean }) {
  const translate = useTranslate();
  return (
    <Typography role="status" aria-live="polite" sx={{ mt: 1 }} color={failed ? 'error' : undefined}>
      {saved
        ? translate('credits.low_balance.saved')
        : failed
          ? translate('errors.dashboard.data_provider')
          : ''}
    </Typography>
  );
}

/**
 * The low-balance warning: whether an e-mail comes when an activation leaves the balance at or below a number,
 * and which number. Checked with the API's own rule before it is sent.
 */
export function LowBalanceForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const keep = useKeepCreditSummary();
  const stored = useCreditSummary();
  const save = useFormMutation((settings: CreditSettings) => dataProvider.updateCreditSettings(settings), {
    onSuccess: keep,
  });
  const failed = (save.failed && save.formError !== undefined) || (stored.isError && !stored.data);
  const heading = translate('credits.low_balance.section');
  return (
    <Card component="section" aria-labelledby="low-balance-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" id="low-balance-heading" gutterBottom>
          {heading}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate('credits.low_balance.intro')}</Typography>
        {stored.data ? (
          // The form starts from the stored setting once; reading it again never overwrites what is typed.
          <SchemaForm
            schema={lowBalanceFormSchema}
            defaultValues={formValues(stored.data)}
            onSubmit={save.submit}
            label={heading}
          >
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
            <FormSubmitButton fullWidth={false}>{translate('credits.low_balance.save')}</FormSubmitButton>
            <LowBalanceStatus saved={save.succeeded} failed={failed} />
          </SchemaForm>
        ) : (
          <LowBalanceStatus saved={false} failed={failed} />
        )}
      </CardContent>
    </Card>
  );
}
