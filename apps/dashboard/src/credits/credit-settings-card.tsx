import { Card, CardContent, Typography } from '@mui/material';
import type { CreditSummary } from '@vela/api-client';
import type { CreditSettings } from '@vela/validation';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { useCreditSummary, useKeepCreditSummary } from './use-credit-summary.ts';

interface CreditSettingsCardProps<Schema extends z.ZodType<CreditSettings>> {
  /** The texts' prefix in `credits`: its `section`, `intro`, `save` and `saved`. */
  texts: 'low_balance' | 'business_name';
  /** The part of the credit settings the card sets, as the API checks it. */
  schema: Schema;
  /** The form's values from the stored summary. */
  defaultValues: (summary: CreditSummary) => Partial<z.input<Schema>>;
  children: ReactNode;
}

/**
 * One of the reseller's credit settings (`PUT /api/admin/credits/settings`) as a section of the Credits page: its
 * heading and intro, a form that starts from the stored summary once (reading it again never overwrites what is
 * typed), and whether saving worked.
 */
export function CreditSettingsCard<Schema extends z.ZodType<CreditSettings>>({
  texts,
  schema,
  defaultValues,
  children,
}: CreditSettingsCardProps<Schema>) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const keep = useKeepCreditSummary();
  const stored = useCreditSummary();
  const save = useFormMutation((settings: CreditSettings) => dataProvider.updateCreditSettings(settings), {
    onSuccess: keep,
  });
  const failed = (save.failed && save.formError !== undefined) || (stored.isError && !stored.data);
  const heading = translate(`credits.${texts}.section`);
  const headingId = `${texts.replace('_', '-')}-heading`;
  const status = (
    <Typography role="status" aria-live="polite" sx={{ mt: 1 }} color={failed ? 'error' : undefined}>
      {save.succeeded
        ? translate(`credits.${texts}.saved`)
        : failed
          ? translate('errors.dashboard.data_provider')
          : ''}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" id={headingId} gutterBottom>
          {heading}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate(`credits.${texts}.intro`)}</Typography>
        {stored.data ? (
          <SchemaForm
            schema={schema}
            defaultValues={defaultValues(stored.data)}
            onSubmit={save.submit}
            label={heading}
          >
            {children}
            <FormSubmitButton fullWidth={false}>{translate(`credits.${texts}.save`)}</FormSubmitButton>
            {status}
          </SchemaForm>
        ) : (
          status
        )}
      </CardContent>
    </Card>
  );
}
