import { CircularProgress, TextField } from '@mui/material';
import { isLocale, localeInfo } from '@vela/locales';
import { profileFormSchema } from '@vela/validation';
import { useMemo, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useAppAuthProvider } from '../auth/use-auth-provider.ts';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { countryOptions } from './countries.ts';
import { useAccountProfile } from './use-account-profile.ts';

const empty = { fullName: '', country: '', phone: '' };

/** Account details (spec section 3): e-mail read-only, full name and country required, phone optional. */
export function ProfileForm() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAppAuthProvider();
  const { profile, failed, saved } = useAccountProfile();
  // The form starts from the account once; reading it again later never overwrites what is being typed.
  const [defaults, setDefaults] = useState<typeof empty>();
  if (!defaults && profile) {
    setDefaults({
      fullName: profile.fullName ?? '',
      country: profile.country ?? '',
      phone: profile.phone ?? '',
    });
  }
  const countries = useMemo(() => countryOptions(isLocale(locale) ? localeInfo(locale).tag : 'en'), [locale]);
  const save = useFormMutation(
    (values: z.output<typeof profileFormSchema>) => dataProvider.updateAccount(values),
    {
      onSuccess: async (updated) => {
        saved(updated);
        await authProvider.refreshSession();
      },
    },
  );
  const formError =
    failed && !defaults
      ? { key: 'errors.dashboard.data_provider' }
      : (save.formError ?? (save.failed ? { key: 'errors.dashboard.data_not_saved' } : undefined));

  if (!defaults && !formError) return <CircularProgress aria-label={translate('errors.generic.loading')} />;
  return (
    <SchemaForm
      key={defaults ? 'account' : 'empty'}
      schema={profileFormSchema}
      defaultValues={defaults ?? empty}
      onSubmit={save.submit}
      sx={{ maxWidth: 480 }}
    >
      {save.succeeded ? (
        <FormMessage severity="success" message={{ key: 'errors.dashboard.data_saved' }} />
      ) : null}
      <FormMessage message={formError} />
      <TextField
        id="email"
        label={translate('account.profile.email')}
        value={profile?.email ?? ''}
        helperText={translate('account.profile.emailHelp')}
        slotProps={{ htmlInput: { readOnly: true } }}
        fullWidth
        margin="normal"
      />
      <FormTextInput
        source="fullName"
        autoComplete="name"
        label={translate('account.profile.fullName')}
        required
      />
      <FormTextInput
        source="country"
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        autoComplete="country"
        label={translate('account.profile.country')}
        required
      >
        <option value="">{translate('account.profile.chooseCountry')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </FormTextInput>
      <FormTextInput
        source="phone"
        type="tel"
        autoComplete="tel"
        label={translate('account.profile.phone')}
      />
      <FormSubmitButton fullWidth={false}>{translate('ra.action.save')}</FormSubmitButton>
    </SchemaForm>
  );
}
