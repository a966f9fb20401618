import type { AdminPlaylist } from '@vela/api-client';
import {
  BulkDeleteButton,
  DeleteButton,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { useParentalUnlock } from '../parental/use-parental-unlock.tsx';
import { errorCode } from '../providers/errors.ts';

const failedText = (error: unknown) =>
  errorCode(error) === 'parental_locked'
    ? 'errors.dashboard.parental_locked'
    : 'errors.dashboard.playlist_delete_failed';

/**
 * Deletes one playlist after a confirmation, in the spec's words either way. A locked one (parental control)
 * asks for the TV's PIN or the password, then is deleted.
 */
export function PlaylistDeleteButton() {
  const record = useRecordContext<AdminPlaylist>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [deleteOne] = useDelete<AdminPlaylist>();
  const { askUnlock, dialog } = useParentalUnlock();
  const deleteUnlocked = async () => {
    if (!record) return;
    try {
      await deleteOne(
        'playlists',
        { id: record.id, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('errors.dashboard.playlist_deleted', { type: 'success' });
      redirect('list', 'playlists');
    } catch (error) {
      notify(failedText(error), { type: 'error' });
    }
  };
  const onError = (error: unknown) => {
    if (record && errorCode(error) === 'parental_locked') {
      void askUnlock(record.deviceid).then((unlocked) =>
        unlocked ? deleteUnlocked() : notify(failedText(error), { type: 'error' }),
      );
      return;
    }
    notify(failedText(error), { type: 'error' });
  };
  return (
    <>
      <DeleteButton
        mutationMode="pessimistic"
        successMessage="errors.dashboard.playlist_deleted"
        mutationOptions={{ onError }}
      />
      {dialog}
    </>
  );
}

/** Deletes the selected playlists after a confirmation; a locked one among them is refused with its reason. */
export function PlaylistBulkDeleteButton() {
  const notify = useNotify();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      successMessage="errors.dashboard.playlist_deleted"
      mutationOptions={{ onError: (error: unknown) => notify(failedText(error), { type: 'error' }) }}
    />
  );
}
