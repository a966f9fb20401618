import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { renderSVG } from 'uqr';
import { z } from 'zod';
import { useAppAuthProvider } from '../auth/use-auth-provider.ts';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import { Ident } from '../ident/ident.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';

const passwordSchema = z.object({ password: z.string().min(1, { error: 'required' }) });
const codeSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'pattern' })),
});

/** The secret of an `otpauth://` address, for people who type it into their app instead of scanning. */
function totpSecret(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: 'enable' | 'disable' | 'regenerate' }
  | { name: 'scan'; totpURI: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] };

function PasswordStep({
  purpose,
  onDone,
  onCancel,
}: {
  purpose: 'enable' | 'disable' | 'regenerate';
  onDone: (step: Step, message?: string) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAppAuthProvider();
  const confirm = useFormMutation(async ({ password }: { password: string }): Promise<void> => {
    if (purpose === 'enable') {
      const { totpURI, backupCodes } = await dataProvider.enableTwoFactor(password);
      onDone({ name: 'scan', totpURI, backupCodes });
    } else if (purpose === 'regenerate') {
      const { backupCodes } = await dataProvider.generateBackupCodes(password);
      onDone({ name: 'codes', backupCodes });
    } else {
      await dataProvider.disableTwoFactor(password);
      await authProvider.refreshSession();
      onDone({ name: 'idle' }, 'account.twoFactor.turnedOff');
    }
  });
  return (
    <SchemaForm
      schema={passwordSchema}
      defaultValues={{ password: '' }}
      onSubmit={confirm.submit}
      sx={{ maxWidth: 480 }}
    >
      <Typography>{translate(`account.twoFactor.passwordIntro.${purpose}`)}</Typography>
      <FormMessage message={confirm.formError} />
      <FormTextInput
        source="password"
        type="password"
        autoComplete="current-password"
        label={translate('auth.fields.password')}
        required
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <FormSubmitButton fullWidth={false} sx={{ mt: 0 }}>
          {translate('ra.action.confirm')}
        </FormSubmitButton>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      </Stack>
    </SchemaForm>
  );
}

function ScanStep({ totpURI, onVerified }: { totpURI: string; onVerified: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAppAuthProvider();
  const svg = renderSVG(totpURI, { border: 2 });
  const verify = useFormMutation(({ code }: { code: string }) => dataProvider.verifyTotp(code), {
    onSuccess: async () => {
      await authProvider.refreshSession();
      onVerified();
    },
  });
  return (
    <Box>
      <Typography>{translate('account.twoFactor.scan')}</Typography>
      <Box
        role="img"
        aria-label={translate('account.twoFactor.qrLabel')}
        sx={{ width: 200, height: 200, my: 2, bgcolor: '#fff', '& svg': { width: '100%', height: '100%' } }}
        // The SVG is made here from the otpauth address; it holds no markup from elsewhere.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <Typography component="p">
        {translate('account.twoFactor.secret')}{' '}
        <Box component="code" data-testid="totp-secret" sx={{ fontSize: '1.1em', wordBreak: 'break-all' }}>
          {totpSecret(totpURI)}
        </Box>
      </Typography>
      <SchemaForm
        schema={codeSchema}
        defaultValues={{ code: '' }}
        onSubmit={verify.submit}
        sx={{ maxWidth: 320, mt: 2 }}
      >
        <FormMessage message={verify.formError} />
        <FormTextInput
          source="code"
          autoComplete="one-time-code"
          label={translate('auth.fields.code')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
        />
        <FormSubmitButton fullWidth={false}>{translate('account.twoFactor.verify')}</FormSubmitButton>
      </SchemaForm>
    </Box>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('account.twoFactor.recoveryTitle')}
      </Typography>
      <Typography>{translate('account.twoFactor.recoveryIntro')}</Typography>
      <Box
        component="ul"
        aria-label={translate('account.twoFactor.recoveryTitle')}
        sx={{ fontFamily: 'monospace', fontSize: '1.1em', columns: 2, maxWidth: 360, pl: 3 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Ident>{code}</Ident>
          </li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        {translate('account.twoFactor.saved')}
      </Button>
    </Box>
  );
}

/** Notices that only repeat the state line of the overview. */
const stateNotices = new Set(['account.twoFactor.turnedOn', 'account.twoFactor.turnedOff']);

/** Two-factor authentication: turn on with a QR code, recovery codes shown once, new codes, turn off. */
export function TwoFactorSettings() {
  const translate = useTranslate();
  const authProvider = useAppAuthProvider();
  const user = authProvider.currentUser();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [notice, setNotice] = useState<string>();
  const [pendingCodes, setPendingCodes] = useState<string[]>([]);
  const enabled = user?.twoFactorEnabled === true;
  const required = user?.role === 'operator' && !enabled;

  const done = (next: Step, message?: string) => {
    setNotice(message);
    if (next.name === 'scan') setPendingCodes(next.backupCodes);
    setStep(next);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      {required ? <Alert severity="warning">{translate('account.twoFactor.required')}</Alert> : null}
      {/* Back on the overview, the state line says what the notice said: once is enough. */}
      {notice && !(step.name === 'idle' && stateNotices.has(notice)) ? (
        <Alert severity="success" role="status">
          {translate(notice)}
        </Alert>
      ) : null}
      {step.name === 'idle' ? (
        <>
          <Typography role="status">
            {translate(enabled ? 'account.twoFactor.on' : 'account.twoFactor.off')}
          </Typography>
          <Stack direction="row" spacing={2}>
            {enabled ? (
              <>
                <Button variant="outlined" onClick={() => done({ name: 'password', purpose: 'regenerate' })}>
                  {translate('account.twoFactor.regenerate')}
                </Button>
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => done({ name: 'password', purpose: 'disable' })}
                >
                  {translate('account.twoFactor.disable')}
                </Button>
              </>
            ) : (
              <Button variant="contained" onClick={() => done({ name: 'password', purpose: 'enable' })}>
                {translate('account.twoFactor.enable')}
              </Button>
            )}
          </Stack>
        </>
      ) : step.name === 'password' ? (
        <PasswordStep purpose={step.purpose} onDone={done} onCancel={() => done({ name: 'idle' })} />
      ) : step.name === 'scan' ? (
        <ScanStep
          totpURI={step.totpURI}
          onVerified={() => {
            setNotice('account.twoFactor.turnedOn');
            setStep({ name: 'codes', backupCodes: pendingCodes });
          }}
        />
      ) : (
        <RecoveryCodes codes={step.backupCodes} onDone={() => done({ name: 'idle' }, notice)} />
      )}
    </Stack>
  );
}
