import PersonSearch from '@mui/icons-material/PersonSearch';
import { Box, Button } from '@mui/material';
import type { AdminUser } from '@vela/api-client';
import { userLookupSchema } from '@vela/validation';
import { useState } from 'react';
import { useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { SchemaForm, useFormSubmitting } from '../forms/schema-form.tsx';
import { type ShownMessage, useErrorText } from '../forms/use-schema-form.ts';
import { type AppDataProvider, errorCode } from '../providers/data-provider.ts';

/** The API's codes that concern the address typed. */
const emailCodes = new Set(['user_not_found', 'email']);

/**
 * Finds the one account with an e-mail address, as support does when someone writes in: it opens that
 * account, or says 'user not found, check your e-mail' under the field.
 */
export function UserLookup() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<ShownMessage>();
  const send = async ({ email }: { email: string }) => {
    setFormError(undefined);
    let user: AdminUser;
    try {
      user = await dataProvider.lookupUser(email);
    } catch (error) {
      // The API's code, shown on the field it concerns like the account forms show theirs.
      const code = errorCode(error) ?? '';
      if (emailCodes.has(code)) return { email: errorText(code) };
      setFormError({ key: `code:${code}` });
      return undefined;
    }
    navigate(createPath({ resource: 'users', type: 'show', id: user.id }));
    return undefined;
  };
  return (
    <SchemaForm
      schema={userLookupSchema}
      defaultValues={{ email: '' }}
      onSubmit={send}
      label={translate('users.list.lookup')}
      sx={{ px: 2, pt: 1, maxWidth: 560 }}
    >
      <FormMessage message={formError} />
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
