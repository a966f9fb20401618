import { CircularProgress, TextField } from '@mui/material';
import { isLocale, localeInfo } from '@vela/locales';
import { profileFormSchema } from '@vela/validation';
import { useEffect, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useAppAuthProvider } from '../auth/use-auth-provider.ts';
import { FormMessage } from '../forms/form-fields.tsx';
import { useFormRefusal } from '../forms/form-refusal.ts';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { authClient } from '../providers/auth-client.ts';
import { countryOptions } from './countries.ts';
import { useAccountCall } from './use-account-call.ts';
import { useAccountProfile } from './use-account-profile.ts';

const empty = { fullName: '', country: '', phone: '' };
const fields = Object.keys(empty) as (keyof typeof empty)[];

/** Account details (spec section 3): e-mail read-only, full name and country required, phone optional. */
export function ProfileForm() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const call = useAccountCall();
  const authProvider = useAppAuthProvider();
  const { profile, failed, saved: profileSaved } = useAccountProfile();
  const [saved, setSaved] = useState(false);
  // The form starts from the account once; reading it again later never overwrites what is being typed.
  const [defaults, setDefaults] = useState<typeof empty>();
  if (!defaults && profile) {
    setDefaults({
      fullName: profile.fullName ?? '',
      country: profile.country ?? '',
      phone: profile.phone ?? '',
    });
  }
  const { formError, setFormError, refused } = useFormRefusal(fields);
  const countries = useMemo(() => countryOptions(isLocale(locale) ? localeInfo(locale).tag : 'en'), [locale]);

  useEffect(() => {
    if (failed && !defaults) setFormError({ key: 'errors.dashboard.data_provider' });
  }, [failed, defaults, setFormError]);

  const send = async (values: z.output<typeof profileFormSchema>) => {
    setSaved(false);
    setFormError(undefined);
    try {
      const updated = await call(() => authClient.account.update(values));
      profileSaved(updated);
      setSaved(true);
      await authProvider.refreshSession();
    } catch (error) {
      const onFields = refused(error);
      setFormError((current) => current ?? { key: 'errors.dashboard.data_not_saved' });
      return onFields;
    }
    return undefined;
  };

  if (!defaults && !formError) return <CircularProgress aria-label={translate('errors.generic.loading')} />;
  return (
    <SchemaForm
      key={defaults ? 'account' : 'empty'}
      schema={profileFormSchema}
      defaultValues={defaults ?? empty}
      onSubmit={send}
      sx={{ maxWidth: 480 }}
    >
      {saved ? <FormMessage severity="success" message={{ key: 'errors.dashboard.data_saved' }} /> : null}
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
