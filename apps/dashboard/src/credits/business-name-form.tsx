import { businessNameMaxLength, creditSettingsSchema } from '@vela/validation';
import { TextInput } from 'react-admin';
import { CreditSettingsCard } from './credit-settings-card.tsx';

/** The API's rule for the name, read from the form alone: the low-balance setting is left as it is. */
const businessNameFormSchema = creditSettingsSchema.pick({ business_name: true });

/**
 * The name the reseller trades under: the owners of the devices it activates see it on their device's history
 * instead of the reseller's own name. Empty clears it.
 */
export function BusinessNameForm() {
  return (
    <CreditSettingsCard
      texts="business_name"
      schema={businessNameFormSchema}
      defaultValues={(summary) => ({ business_name: summary.business_name ?? '' })}
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
    </CreditSettingsCard>
  );
}
