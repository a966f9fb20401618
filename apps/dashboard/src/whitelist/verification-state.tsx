import GppMaybe from '@mui/icons-material/GppMaybe';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { Box } from '@mui/material';
import type { WhitelistEntry } from '@vela/api-client';
import { isLocale, localeInfo } from '@vela/locales';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** Formats an ISO instant as a date and time in the reader's language. */
export function useDateText(): (iso: string) => string {
  const [locale] = useLocaleState();
  const tag = isLocale(locale) ? localeInfo(locale).tag : 'en';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [tag]);
}

/** The sentence that says an entry's state: verified, how and when, or what it works for until then. */
export function useVerificationText(): (entry: WhitelistEntry) => string {
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
