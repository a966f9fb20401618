import { BulkDeleteButton, DeleteButton, useNotify } from 'react-admin';

function useDeleteFailed() {
  const notify = useNotify();
  return { onError: () => notify('errors.dashboard.playlist_delete_failed', { type: 'error' }) };
}

/** Deletes one playlist after a confirmation, in the spec's words either way. */
export function PlaylistDeleteButton() {
  const mutationOptions = useDeleteFailed();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      successMessage="errors.dashboard.playlist_deleted"
      mutationOptions={mutationOptions}
    />
  );
}

/** Deletes the selected playlists after a confirmation. */
export function PlaylistBulkDeleteButton() {
  const mutationOptions = useDeleteFailed();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      successMessage="errors.dashboard.playlist_deleted"
      mutationOptions={mutationOptions}
    />
  );
}
