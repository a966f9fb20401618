import GppMaybe from '@mui/icons-material/GppMaybe';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { Box } from '@mui/material';
import type { WhitelistEntry } from '@vela/api-client';
import { useTranslate } from 'react-admin';
import { useDateTimeFormat } from '../i18n/locale-format.ts';

/** Formats an ISO instant as a date and time in the reader's language. */
function useDateText(): (iso: string) => string {
  return useDateTimeFormat();
}

/** The sentence that says an entry's state: verified, how and when, or what it works for until then. */
function useVerificationText(): (entry: WhitelistEntry) => string {
  const translate = useTranslate();
  const dateText = useDateText();
  return (entry) => {
    if (!entry.verified_at) return translate('hosts.verification.notVerifiedText');
    const date = dateText(entry.verified_at);
    return entry.verified_via === 'operator'
      ? translate('hosts.verification.verifiedOperator', { date })
      : translate('hosts.verification.verifiedHttp', { date });
  };
}

/**
 * An entry's state in words with an icon: 'Verified' (a shield with a tick) or 'Not verified' (a shield with a
 * question mark), or the whole sentence when `detailed`. The icon repeats the words, so it is hidden from
 * screen readers.
 */
export function VerificationState({
  entry,
  detailed = false,
}: {
  entry: WhitelistEntry;
  detailed?: boolean;
}) {
  const translate = useTranslate();
  const sentence = useVerificationText();
  const verified = entry.verified_at !== null;
  const Icon = verified ? VerifiedUser : GppMaybe;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.75 }}>
      <Icon fontSize="small" color={verified ? 'success' : 'warning'} aria-hidden sx={{ mt: '2px' }} />
      <span>
        {detailed
          ? sentence(entry)
          : translate(verified ? 'hosts.verification.verified' : 'hosts.verification.notVerified')}
      </span>
    </Box>
  );
}
