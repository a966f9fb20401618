import GppBad from '@mui/icons-material/GppBad';
import HowToReg from '@mui/icons-material/HowToReg';
import Refresh from '@mui/icons-material/Refresh';
import { Alert, Box, Button as MuiButton, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { WhitelistAddressCheck, WhitelistCheckRefusal, WhitelistEntry } from '@vela/api-client';
import { whitelistVerificationReasonMaxLength, whitelistVerificationReasonSchema } from '@vela/validation';
import { useId, useState } from 'react';
import {
  Button,
  HttpError,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ReasonDialog } from '../forms/reason-dialog.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { errorCode } from '../providers/errors.ts';
import { VerificationState } from './verification-state.tsx';
import { Address, CopyButton } from './whitelist-code.tsx';

/** The codes of the API's refusals that have a text of their own among the whitelist's errors. */
const knownErrors = new Set([
  'host_verified_elsewhere',
  'verification_unreachable',
  'verification_timed_out',
  'verification_token_not_found',
  'verification_redirected',
  'verification_address_not_allowed',
  'verification_stale',
]);

/** The API's refusal of a call, when it has a body with a code. */
function refusalOf(error: unknown): { code: string; checks?: WhitelistAddressCheck[] } | undefined {
  const code = errorCode(error);
  if (code === undefined || !(error instanceof HttpError)) return undefined;
  // A check that did not verify the entry (422) says what it found at each address.
  const { checks } = error.body as Partial<WhitelistCheckRefusal>;
  return { code, checks };
}

/** A value to copy (the token, a URL), left to right, with its copy button. */
function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Box
        component="code"
        dir="ltr"
        sx={{
          fontFamily: 'monospace',
          overflowWrap: 'anywhere',
          bgcolor: 'action.hover',
          px: 0.75,
          borderRadius: 1,
        }}
      >
        {value}
      </Box>
      <CopyButton
        text={value}
        label={label}
        copiedKey="hosts.verification.copied"
        failedKey="hosts.verification.copyFailed"
      />
    </Box>
  );
}

/** What the last check found at each address, said in words. */
function CheckResult({ checks, code }: { checks: WhitelistAddressCheck[]; code: string }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ mt: 2 }} role="alert">
      {checks.length === 0 ? (
        translate(`hosts.errors.${code}`)
      ) : (
        <>
          {translate('hosts.verification.checkFailed')}
          <Box component="ul" sx={{ m: 0, mt: 1, ps: 2.5 }}>
            {checks.map((check) => (
              <li key={check.url}>
                <Address value={check.url} />
                {': '}
                {check.ok
                  ? translate('hosts.verification.addressOk')
                  : translate(`hosts.errors.${check.code}`)}
                {check.detail ? (
                  <>
                    {' '}
                    (<Address value={check.detail} />)
                  </>
                ) : null}
              </li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}

/** An operator's verification by hand, or its withdrawal, each behind a dialog that asks for the reason. */
function OperatorVerification({ entry }: { entry: WhitelistEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const withdraw = entry.verified_at !== null;
  const texts = withdraw
    ? {
        action: 'hosts.verification.withdraw',
        title: 'hosts.verification.withdrawTitle',
        content: 'hosts.verification.withdrawContent',
        done: 'hosts.verification.withdrawn',
        path: 'withdraw-verification' as const,
      }
    : {
        action: 'hosts.verification.operatorVerify',
        title: 'hosts.verification.operatorVerifyTitle',
        content: 'hosts.verification.operatorVerifyContent',
        done: 'hosts.verification.verifiedDone',
        path: 'operator-verify' as const,
      };
  const change = useMutation({
    mutationFn: (reason: string) => dataProvider.setWhitelistVerification(entry.id, texts.path, { reason }),
  });
  return (
    <>
      <Button
        label={texts.action}
        color={withdraw ? 'error' : 'primary'}
        variant="outlined"
        onClick={() => setOpen(true)}
      >
        {withdraw ? <GppBad /> : <HowToReg />}
      </Button>
      {open ? (
        <ReasonDialog
          schema={whitelistVerificationReasonSchema}
          title={translate(texts.title, { host: entry.host })}
          content={translate(texts.content)}
          name="verification-reason"
          reasonLabel={translate('hosts.verification.reason')}
          reasonHelp={translate('hosts.verification.reasonHelp')}
          maxLength={whitelistVerificationReasonMaxLength}
          submitLabel={translate(texts.action)}
          destructive={withdraw}
          onSubmit={async (reason) => {
            try {
              await change.mutateAsync(reason);
              notify(texts.done, { type: 'success' });
            } catch (error) {
              const refusal = refusalOf(error);
              if (!refusal || !knownErrors.has(refusal.code)) throw error;
              notify(`hosts.errors.${refusal.code}`, { type: 'error' });
            }
            refresh();
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/**
 * The entry's verification: its state in words, what verifying gives, and until it is verified how to do it
 * (the token and every address to serve it at, each with a copy button) with 'Check now', whose result is
 * shown per address. Operators also verify by hand or withdraw, with a reason.
 */
export function VerificationPanel({ entry }: { entry: WhitelistEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const headingId = useId();
  const { canAccess: operator } = useCanAccess({ resource: 'whitelist.verification', action: 'write' });
  const [result, setResult] = useState<{ code: string; checks: WhitelistAddressCheck[] }>();
  const verified = entry.verified_at !== null;
  const verification = useMutation({
    mutationFn: (id: string) => dataProvider.verifyWhitelistEntry(id),
    onMutate: () => setResult(undefined),
    onSuccess: () => {
      notify('hosts.verification.checkDone', { type: 'success' });
      refresh();
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal && knownErrors.has(refusal.code))
        setResult({ code: refusal.code, checks: refusal.checks ?? [] });
      else notify('hosts.verification.checkError', { type: 'error' });
    },
  });
  const checking = verification.isPending;
  const check = () => verification.mutate(entry.id);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ mt: 2 }}>
        {translate('hosts.verification.title')}
      </Typography>
      <Typography component="p" variant="body1" sx={{ fontWeight: 500 }}>
        <VerificationState entry={entry} detailed />
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('hosts.verification.why')}
      </Typography>
      {verified ? null : (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle2">
            {translate('hosts.verification.howTitle')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('hosts.verification.howText')}
          </Typography>
          <Typography component="h4" variant="body2" sx={{ fontWeight: 600 }}>
            {translate('hosts.verification.token')}
          </Typography>
          <Copyable value={entry.verification_token} label={translate('hosts.verification.copyToken')} />
          <Typography component="h4" variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
            {translate('hosts.verification.urls')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entry.verification_urls.map((url) => (
              <li key={url}>
                <Copyable value={url} label={translate('hosts.verification.copyUrl', { url })} />
              </li>
            ))}
          </Box>
          <MuiButton
            variant="contained"
            startIcon={<Refresh />}
            onClick={check}
            disabled={checking}
            sx={{ mt: 2 }}
          >
            {translate('hosts.verification.check')}
          </MuiButton>
          {result ? <CheckResult checks={result.checks} code={result.code} /> : null}
        </Box>
      )}
      {operator ? (
        <Box sx={{ mt: 2 }}>
          <OperatorVerification entry={entry} />
        </Box>
      ) : null}
    </Box>
  );
}
