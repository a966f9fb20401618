import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import { Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { AdminDevice, AdminPlaylist } from '@vela/api-client';
import {
  BooleanInput,
  Button,
  FormDataConsumer,
  useDataProvider,
  useGetIdentity,
  useGetOne,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useParentalUnlock } from '../parental/use-parental-unlock.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { errorCode } from '../providers/errors.ts';

/** A locked playlist's mark: the lock icon, named for assistive technologies, and the word beside it. */
export function PlaylistLockMark({ playlist }: { playlist: Pick<AdminPlaylist, 'locked'> }) {
  const translate = useTranslate();
  if (!playlist.locked) return null;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      <Lock fontSize="small" titleAccess={translate('playlists.lock.label')} />
      <span aria-hidden>{translate('playlists.fields.locked')}</span>
    </Box>
  );
}

/** The device a playlist form or page names, for whether it has a parental PIN and whose it is. */
function useDevice(deviceid: string | undefined) {
  return useGetOne<AdminDevice>('devices', { id: deviceid ?? '' }, { enabled: Boolean(deviceid) }).data;
}

function LockedSwitch({ deviceid }: { deviceid: string | undefined }) {
  const device = useDevice(deviceid);
  const pinSet = device?.parental_pin_set ?? false;
  return (
    <BooleanInput
      source="locked"
      label="playlists.fields.locked"
      disabled={!pinSet}
      helperText={pinSet ? 'playlists.lock.help' : 'playlists.lock.no_pin'}
    />
  );
}

/** The form's lock switch: usable once the chosen TV has a parental PIN, which the help then says. */
export function LockedInput() {
  return (
    <FormDataConsumer<{ deviceid?: string }>>
      {({ formData }) => <LockedSwitch deviceid={formData.deviceid || undefined} />}
    </FormDataConsumer>
  );
}

/**
 * The owner's lock or unlock of the playlist on its page, through its own route, so that a playlist hidden from
 * them is locked too; unlocking asks for the TV's PIN or the password when the session holds no unlock.
 */
export function PlaylistLockButton() {
  const record = useRecordContext<AdminPlaylist>();
  const { identity } = useGetIdentity();
  const device = useDevice(record?.deviceid);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { withUnlock, dialog } = useParentalUnlock();
  const change = useMutation({
    mutationFn: (playlist: AdminPlaylist) =>
      withUnlock(playlist.deviceid, () =>
        dataProvider.setPlaylistLock(String(playlist.id), { locked: !playlist.locked }),
      ),
    onSuccess: (saved) => {
      notify(saved.locked ? 'playlists.lock.locked_done' : 'playlists.lock.unlocked_done', {
        type: 'success',
      });
      refresh();
    },
    onError: (error) => {
      const code = errorCode(error);
      notify(
        code === 'parental_locked' || code === 'parental_pin_required'
          ? `errors.dashboard.${code}`
          : 'errors.dashboard.data_not_saved',
        { type: 'error' },
      );
    },
  });
  // Devices come with their owner only to operators, who do not lock other people's playlists.
  if (!record || !device || (device.owner_id !== undefined && device.owner_id !== identity?.id)) return null;
  if (!record.locked && !device.parental_pin_set) return null;
  return (
    <>
      <Button
        label={record.locked ? 'playlists.lock.unlock' : 'playlists.lock.lock'}
        onClick={() => change.mutate(record)}
        disabled={change.isPending}
      >
        {record.locked ? <LockOpen /> : <Lock />}
      </Button>
      {dialog}
    </>
  );
}
