import { Alert, Box, Typography } from '@mui/material';
import type { Activation, CreditSummary } from '@vela/api-client';
import { type ActivationTier, activationCreateSchema, activationNoteMaxLength } from '@vela/validation';
import { useState } from 'react';
import {
  Create,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useCreate,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useCreditSummary } from '../credits/use-credit-summary.ts';
import { FormMessage } from '../forms/form-fields.tsx';
import { recordValidator } from '../forms/record-validator.ts';
import { IdentInput } from '../ident/ident.tsx';
import type { ShownMessage } from '../providers/error-text.ts';
import { fieldErrorsOf } from '../providers/errors.ts';
import { tierChoices } from './activation-fields.tsx';
import { creditRefusal } from './refusal.ts';

const validate = recordValidator(activationCreateSchema);

/** A tier as a choice: its name, and what it costs once the prices are known. */
function TierChoice({ tier, prices }: { tier: ActivationTier; prices: CreditSummary['prices'] | undefined }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      <span>{translate(`credits.activations.tiers.${tier}`)}</span>
      {prices ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {translate('credits.activate.cost', { smart_count: prices[tier] })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The device, the tier with what each costs, and the reseller's note, checked with the API's own rules. */
function ActivationInputs({ prices }: { prices: CreditSummary['prices'] | undefined }) {
  return (
    <>
      <IdentInput
        source="device_id"
        label="credits.activations.fields.device_id"
        helperText="credits.activate.device_help"
        isRequired
        fullWidth
        variant="outlined"
        slotProps={{ htmlInput: { maxLength: 64, autoComplete: 'off' } }}
      />
      <RadioButtonGroupInput
        source="tier"
        label="credits.activations.fields.tier"
        helperText="credits.activate.tier_help"
        choices={tierChoices}
        optionText={(choice: { id: ActivationTier }) => <TierChoice tier={choice.id} prices={prices} />}
        row={false}
        isRequired
      />
      <TextInput
        source="note"
        label="credits.activations.fields.note"
        helperText="credits.activate.note_help"
        multiline
        minRows={2}
        fullWidth
        variant="outlined"
        slotProps={{ htmlInput: { maxLength: activationNoteMaxLength } }}
      />
    </>
  );
}

/**
 * Activates a client's device by its id, for Basic or a year of Premium, paid with the reseller's credits. A
 * refusal about the device or the tier (unknown device, a licence Basic would not add to, too few credits) is
 * said under that field; frozen credits above the form. Once activated, the activation's page opens.
 */
export function ActivationCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [create] = useCreate<Activation>();
  const { data: summary } = useCreditSummary();
  const [refusal, setRefusal] = useState<ShownMessage>();

  const save = async (values: Record<string, unknown>) => {
    setRefusal(undefined);
    try {
      const activation = await create(
        'activations',
        { data: activationCreateSchema.parse(values) },
        { returnPromise: true },
      );
      notify('credits.activate.done', { type: 'success' });
      if (activation) redirect('show', 'activations', activation.id);
      else redirect('list', 'activations');
      return undefined;
    } catch (error) {
      const onFields = fieldErrorsOf(error);
      if (onFields) return onFields;
      setRefusal(creditRefusal(error));
      return undefined;
    }
  };

  return (
    <Create title={translate('credits.activate.title')}>
      <SimpleForm
        validate={validate}
        onSubmit={save}
        defaultValues={{ device_id: '', tier: 'basic', note: '' }}
        sx={{ maxWidth: 640 }}
        toolbar={
          <Toolbar>
            {/* Enabled before any change, so that pressing it shows what is missing. */}
            <SaveButton label="credits.activate.submit" alwaysEnable />
          </Toolbar>
        }
      >
        <Typography component="h1" variant="h5">
          {translate('credits.activate.title')}
        </Typography>
        {summary?.frozen ? (
          <Alert severity="warning" sx={{ my: 1 }}>
            {translate('credits.balance.frozen')}
          </Alert>
        ) : null}
        <FormMessage message={refusal} />
        <ActivationInputs prices={summary?.prices} />
      </SimpleForm>
    </Create>
  );
}
