import { Card, CardContent, Typography } from '@mui/material';
import { businessNameMaxLength, type CreditSettings, creditSettingsSchema } from '@vela/validation';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { useCreditSummary, useKeepCreditSummary } from './use-credit-summary.ts';

/** The API's rule for the name, read from the form alone: the low-balance setting is left as it is. */
const businessNameFormSchema = creditSettingsSchema.pick({ business_name: true });

function BusinessNameStatus({ saved, failed }: { saved: boolean; failed: boolean }) {
  const translate = useTranslate();
  return (
    <Typography role="status" aria-live="polite" sx={{ mt: 1 }} color={failed ? 'error' : undefined}>
      {saved
        ? translate('credits.business_name.saved')
        : failed
          ? translate('errors.dashboard.data_provider')
          : ''}
    </Typography>
  );
}

/**
 * The name the reseller trades under: the owners of the devices it activates see it on their device's history
 * instead of the reseller's own name. Empty clears it.
 */
export function BusinessNameForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const keep = useKeepCreditSummary();
  const stored = useCreditSummary();
  const save = useFormMutation((settings: CreditSettings) => dataProvider.updateCreditSettings(settings), {
    onSuccess: keep,
  });
  const failed = (save.failed && save.formError !== undefined) || (stored.isError && !stored.data);
  const heading = translate('credits.business_name.section');
  return (
    <Card component="section" aria-labelledby="business-name-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" id="business-name-heading" gutterBottom>
          {heading}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate('credits.business_name.intro')}</Typography>
        {stored.data ? (
          // The form starts from the stored name once; reading it again never overwrites what is typed.
          <SchemaForm
            schema={businessNameFormSchema}
            defaultValues={{ business_name: stored.data.business_name ?? '' }}
            onSubmit={save.submit}
            label={heading}
          >
            <TextInput
              source="business_name"
              label="credits.business_name.label"
              helperText={false}
              variant="outlined"
              fullWidth
              slotProps={{ htmlInput: { maxLength: businessNameMaxLength, autoComplete: 'organization' } }}
              sx={{ maxWidth: 480 }}
            />
            <FormSubmitButton fullWidth={false}>{translate('credits.business_name.save')}</FormSubmitButton>
            <BusinessNameStatus saved={save.succeeded} failed={failed} />
          </SchemaForm>
        ) : (
          <BusinessNameStatus saved={false} failed={failed} />
        )}
      </CardContent>
    </Card>
  );
}
