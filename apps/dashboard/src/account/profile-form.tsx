import { Box, CircularProgress, TextField } from '@mui/material';
import { isLocale, localeInfo } from '@vela/locales';
import { profileFormSchema } from '@vela/validation';
import { useEffect, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useAppAuthProvider } from '../auth/use-auth-provider.ts';
import { FormMessage, FormTextField, handled, SubmitButton } from '../forms/form-fields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { authClient } from '../providers/auth-client.ts';
import { countryOptions } from './countries.ts';
import { useAccountCall } from './use-account-call.ts';
import { useAccountProfile } from './use-account-profile.ts';

/** Account details (spec section 3): e-mail read-only, full name and country required, phone optional. */
export function ProfileForm() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const call = useAccountCall();
  const authProvider = useAppAuthProvider();
  const { profile, failed, saved: profileSaved } = useAccountProfile();
  const [filled, setFilled] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(profileFormSchema, { fullName: '', country: '', phone: '' });
  const { setValue, setFormError } = form;
  const countries = useMemo(() => countryOptions(isLocale(locale) ? localeInfo(locale).tag : 'en'), [locale]);

  // The form starts from the account once; reading it again later never overwrites what is being typed.
  useEffect(() => {
    if (!profile || filled) return;
    setFilled(true);
    setValue('fullName', profile.fullName ?? '');
    setValue('country', profile.country ?? '');
    setValue('phone', profile.phone ?? '');
  }, [profile, filled, setValue]);

  useEffect(() => {
    if (failed && !filled) setFormError({ key: 'errors.dashboard.data_provider' });
  }, [failed, filled, setFormError]);

  const onSubmit = handled(() => {
    setSaved(false);
    return form.submit(async (values) => {
      try {
        const updated = await call(() => authClient.account.update(values));
        profileSaved(updated);
        setSaved(true);
        await authProvider.refreshSession();
      } catch (error) {
        form.showServerError(error);
        setFormError((current) => current ?? { key: 'errors.dashboard.data_not_saved' });
      }
    });
  });

  if (!profile && !form.formError)
    return <CircularProgress aria-label={translate('errors.generic.loading')} />;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 480 }}>
      {saved ? <FormMessage severity="success" message={{ key: 'errors.dashboard.data_saved' }} /> : null}
      <FormMessage message={form.formError} />
      <TextField
        id="email"
        label={translate('account.profile.email')}
        value={profile?.email ?? ''}
        helperText={translate('account.profile.emailHelp')}
        slotProps={{ htmlInput: { readOnly: true } }}
        fullWidth
        margin="normal"
      />
      <FormTextField
        name="fullName"
        autoComplete="name"
        label={translate('account.profile.fullName')}
        value={form.values.fullName}
        onValue={(value) => form.setValue('fullName', value)}
        error={form.errors.fullName}
        required
      />
      <FormTextField
        name="country"
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        autoComplete="country"
        label={translate('account.profile.country')}
        value={form.values.country}
        onValue={(value) => form.setValue('country', value)}
        error={form.errors.country}
        required
      >
        <option value="">{translate('account.profile.chooseCountry')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        name="phone"
        type="tel"
        autoComplete="tel"
        label={translate('account.profile.phone')}
        value={form.values.phone}
        onValue={(value) => form.setValue('phone', value)}
        error={form.errors.phone}
      />
      <SubmitButton busy={form.submitting} fullWidth={false}>
        {translate('ra.action.save')}
      </SubmitButton>
    </Box>
  );
}
