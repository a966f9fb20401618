import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ActivationPrices, activationPricesSchema, creditPriceMax } from '@vela/validation';
import { NumberInput, useDataProvider, useTranslate } from 'react-admin';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';

const pricesKey = ['credits', 'getActivationPrices'];

function PricesStatus({ saved, failed }: { saved: boolean; failed: boolean }) {
  const translate = useTranslate();
  return (
    <Typography role="status" aria-live="polite" sx={{ mt: 1 }} color={failed ? 'error' : undefined}>
      {saved ? translate('credits.prices.saved') : failed ? translate('errors.dashboard.data_provider') : ''}
    </Typography>
  );
}

/**
 * Operators set what each tier costs a reseller, in whole credits, checked with the API's own rule; activations
 * from then on pay the new prices.
 */
export function PricesForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: pricesKey,
    queryFn: () => dataProvider.getActivationPrices(),
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });
  const save = useFormMutation((prices: ActivationPrices) => dataProvider.setActivationPrices(prices), {
    onSuccess: (saved) => {
      queryClient.setQueryData(pricesKey, saved);
      // The summary of the operator's own credits shows the prices too.
      void queryClient.invalidateQueries({ queryKey: ['credits', 'getCreditSummary'] });
    },
  });
  const failed = (save.failed && save.formError !== undefined) || (stored.isError && !stored.data);
  const heading = translate('credits.prices.title');
  return (
    <Card component="section" aria-labelledby="prices-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" id="prices-heading" gutterBottom>
          {heading}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate('credits.prices.intro')}</Typography>
        {stored.data ? (
          // The form starts from the stored prices once; reading them again never overwrites what is typed.
          <SchemaForm
            schema={activationPricesSchema}
            defaultValues={stored.data}
            onSubmit={save.submit}
            label={heading}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {(['basic', 'premium'] as const).map((tier) => (
                <NumberInput
                  key={tier}
                  source={tier}
                  label={`credits.prices.${tier}`}
                  helperText={false}
                  min={1}
                  max={creditPriceMax}
                  step={1}
                  variant="outlined"
                  sx={{ width: 220, maxWidth: '100%' }}
                />
              ))}
            </Box>
            <FormSubmitButton fullWidth={false}>{translate('credits.prices.save')}</FormSubmitButton>
            <PricesStatus saved={save.succeeded} failed={failed} />
          </SchemaForm>
        ) : (
          <PricesStatus saved={false} failed={failed} />
        )}
      </CardContent>
    </Card>
  );
}
