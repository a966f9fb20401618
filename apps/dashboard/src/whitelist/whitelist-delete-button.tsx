import { DialogContentText } from '@mui/material';
import type { WhitelistEntry } from '@vela/api-client';
import { DeleteWithConfirmButton, useNotify, useRecordContext, useTranslate } from 'react-admin';

/**
 * Removes an entry after a confirmation that says how many playlists use it, and what becomes of them: they
 * keep their current host, no longer linked to the entry.
 */
export function WhitelistDeleteButton() {
  const record = useRecordContext<WhitelistEntry>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmColor="warning"
      confirmTitle="hosts.delete.title"
      titleTranslateOptions={{ host: record.host }}
      confirmContent={
        <>
          <DialogContentText gutterBottom>
            {translate('hosts.delete.content', { smart_count: record.playlists })}
          </DialogContentText>
          <DialogContentText>{translate('hosts.delete.unlink')}</DialogContentText>
        </>
      }
      successMessage="hosts.delete.done"
      mutationOptions={{ onError: () => notify('hosts.delete.failed', { type: 'error' }) }}
    />
  );
}
