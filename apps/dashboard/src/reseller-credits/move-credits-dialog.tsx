import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
} from '@mui/material';
import type { ResellerCredits } from '@vela/api-client';
import {
  type CreditMove,
  creditMoveDirections,
  creditMovementMax,
  creditMoveSchema,
  creditReasonMaxLength,
} from '@vela/validation';
import { useId } from 'react';
import {
  NumberInput,
  RadioButtonGroupInput,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { ResellerName } from './reseller-name.tsx';

const directionChoices = creditMoveDirections.map((direction) => ({
  id: direction,
  name: `credits.move.directions.${direction}`,
}));

/**
 * An operator adds credits to a reseller's balance, or takes some back, with the reason the reseller reads in
 * their credit history; checked with the API's own rule. Taking back more than the balance holds is refused
 * on the number.
 */
export function MoveCreditsDialog({ reseller, onClose }: { reseller: ResellerCredits; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const save = useFormMutation(
    (move: CreditMove) => dataProvider.create('credit-movements', { data: move }),
    {
      onSuccess: () => {
        notify('credits.move.done', { type: 'success' });
        refresh();
        onClose();
      },
    },
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <SchemaForm
        schema={creditMoveSchema}
        defaultValues={{ reseller_id: reseller.id, direction: 'grant', reason: '' }}
        onSubmit={save.submit}
      >
        <DialogTitle id={titleId}>{translate('credits.move.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            <ResellerName reseller={reseller} />
            {` · ${translate('credits.balance.value', { smart_count: reseller.balance })}`}
          </DialogContentText>
          <FormMessage message={save.formError} />
          <RadioButtonGroupInput
            source="direction"
            label="credits.move.direction"
            choices={directionChoices}
            helperText={false}
          />
          <NumberInput
            source="credits"
            label="credits.move.credits"
            helperText={false}
            min={1}
            max={creditMovementMax}
            step={1}
            variant="outlined"
            sx={{ maxWidth: 240 }}
          />
          <FormTextInput
            source="reason"
            name="move-reason"
            label={translate('credits.move.reason')}
            helperText={translate('credits.move.reason_help')}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: creditReasonMaxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <FormSubmitButton fullWidth={false} sx={{ mt: 0 }}>
            {translate('credits.move.submit')}
          </FormSubmitButton>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
