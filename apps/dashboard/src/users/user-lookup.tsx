import PersonSearch from '@mui/icons-material/PersonSearch';
import { Box, Button } from '@mui/material';
import type { AdminUser } from '@vela/api-client';
import { userLookupSchema } from '@vela/validation';
import { HttpError, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormMessage, FormTextField, handled } from '../forms/form-fields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { AuthError } from '../providers/auth-client.ts';
import { type AppDataProvider, errorCode } from '../providers/data-provider.ts';

/**
 * Finds the one account with an e-mail address, as support does when someone writes in: it opens that
 * account, or says 'user not found, check your e-mail' under the field.
 */
export function UserLookup() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const form = useSchemaForm(userLookupSchema, { email: '' }, { user_not_found: 'email', email: 'email' });
  const onSubmit = handled(() =>
    form.submit(async ({ email }) => {
      let user: AdminUser;
      try {
        user = await dataProvider.lookupUser(email);
      } catch (error) {
        // The API's code, shown on the field it concerns like the account forms show theirs.
        const code = errorCode(error) ?? '';
        throw new AuthError(error instanceof HttpError ? error.status : null, String(code), String(error));
      }
      navigate(createPath({ resource: 'users', type: 'show', id: user.id }));
    }),
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={translate('users.list.lookup')}
      sx={{ px: 2, pt: 1, maxWidth: 560 }}
    >
      <FormMessage message={form.formError} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <FormTextField
          name="lookup-email"
          type="email"
          size="small"
          autoComplete="off"
          label={translate('users.list.lookup')}
          value={form.values.email}
          onValue={(value) => form.setValue('email', value)}
          error={form.errors.email}
          margin="none"
        />
        <Button type="submit" variant="outlined" disabled={form.submitting} startIcon={<PersonSearch />}>
          {translate('users.list.lookupAction')}
        </Button>
      </Box>
    </Box>
  );
}
