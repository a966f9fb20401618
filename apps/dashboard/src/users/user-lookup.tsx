import PersonSearch from '@mui/icons-material/PersonSearch';
import { Box, Button } from '@mui/material';
import type { AdminUser } from '@vela/api-client';
import { userLookupSchema } from '@vela/validation';
import { useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { SchemaForm, useFormSubmitting } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';

/**
 * Finds the one account with an e-mail address, as support does when someone writes in: it opens that
 * account, or says 'user not found, check your e-mail' under the field.
 */
export function UserLookup() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  // A refusal about the address (none has it, or it is not one) is shown under it.
  const lookup = useFormMutation(({ email }: { email: string }) => dataProvider.lookupUser(email), {
    onSuccess: (user: AdminUser) => navigate(createPath({ resource: 'users', type: 'show', id: user.id })),
  });
  return (
    <SchemaForm
      schema={userLookupSchema}
      defaultValues={{ email: '' }}
      onSubmit={lookup.submit}
      label={translate('users.list.lookup')}
      sx={{ px: 2, pt: 1, maxWidth: 560 }}
    >
      <FormMessage message={lookup.formError} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <FormTextInput
          source="email"
          name="lookup-email"
          type="email"
          size="small"
          autoComplete="off"
          label={translate('users.list.lookup')}
          margin="none"
        />
        <LookupButton />
      </Box>
    </SchemaForm>
  );
}

function LookupButton() {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="outlined" disabled={useFormSubmitting()} startIcon={<PersonSearch />}>
      {translate('users.list.lookupAction')}
    </Button>
  );
}
