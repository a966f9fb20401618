import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import CloudOff from '@mui/icons-material/CloudOff';
import HelpOutline from '@mui/icons-material/HelpOutline';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Alert, AlertTitle, Box, Chip, type ChipProps, Typography } from '@mui/material';
import type { AdminPlaylist } from '@vela/api-client';
import type { PlaylistStatusKind } from '@vela/validation';
import type { ComponentType } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDateTimeFormat } from '../i18n/locale-format.ts';

type Shown = PlaylistStatusKind | 'none';

// Each status has its own icon and words, so that no one needs the colour to tell them apart. Filled colours
// keep WCAG AA contrast with their white text.
const looks: Record<
  Shown,
  { color: ChipProps['color']; Icon: ComponentType; severity: 'success' | 'error' | 'info' }
> = {
  ok: { color: 'success', Icon: CheckCircleOutline, severity: 'success' },
  auth_failed: { color: 'error', Icon: LockOutlined, severity: 'error' },
  unreachable: { color: 'error', Icon: CloudOff, severity: 'error' },
  bad_format: { color: 'error', Icon: ReportProblemOutlined, severity: 'error' },
  none: { color: 'default', Icon: HelpOutline, severity: 'info' },
};

/** A date and time in the reader's language. */
function useCheckedAt() {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  return (iso: string) => translate('health.playlist.checked', { date: format(iso) });
}

/** The playlist's last status as a small chip: an icon and its name. */
export function PlaylistStatusChip({ status }: { status: PlaylistStatusKind | null }) {
  const translate = useTranslate();
  const shown: Shown = status ?? 'none';
  const { color, Icon } = looks[shown];
  return (
    <Chip
      component="span"
      size="small"
      color={color}
      variant={status ? 'filled' : 'outlined'}
      icon={<Icon />}
      label={translate(`health.status.${shown}`)}
    />
  );
}

/** A list's column: the chip, and when the TV last loaded the playlist. */
export function PlaylistStatusField(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<AdminPlaylist>();
  const checkedAt = useCheckedAt();
  if (!record) return null;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}
    >
      <PlaylistStatusChip status={record.last_status} />
      {record.last_checked_at ? (
        <Typography component="span" variant="caption">
          {checkedAt(record.last_checked_at)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The edit screen's account of the TV's last check: what it found, what to do about it, and when. */
export function PlaylistLastCheck() {
  const record = useRecordContext<AdminPlaylist>();
  const translate = useTranslate();
  const checkedAt = useCheckedAt();
  if (!record) return null;
  const shown: Shown = record.last_status ?? 'none';
  const { severity, Icon } = looks[shown];
  return (
    <Alert severity={severity} icon={<Icon />} sx={{ m: 2, mb: 0 }} component="section">
      <AlertTitle component="h2">
        {translate('health.playlist.title', { status: translate(`health.status.${shown}`) })}
      </AlertTitle>
      {translate(`health.playlist.help.${shown}`)}
      {record.last_checked_at ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {checkedAt(record.last_checked_at)}
        </Typography>
      ) : null}
    </Alert>
  );
}
