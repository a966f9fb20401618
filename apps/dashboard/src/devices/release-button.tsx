import LinkOff from '@mui/icons-material/LinkOff';
import { DialogContentText } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { AdminDevice } from '@vela/api-client';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useParentalUnlock } from '../parental/use-parental-unlock.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';

/**
 * Gives the device up, after a confirmation that says what stays with the TV and how many playlists go with
 * the owner (those they added in the dashboard); an operator releases it from its owner, whom it names.
 */
export function ReleaseButton() {
  const record = useRecordContext<AdminDevice>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { withUnlock, dialog } = useParentalUnlock();
  const release = useMutation({
    // A TV with a parental PIN is released once its PIN or the password unlocked it.
    mutationFn: (id: string) => withUnlock(id, () => dataProvider.releaseDevice(id)),
    onSuccess: (_released, id) => {
      notify('devices.release.done', { type: 'success', messageArgs: { id } });
      setOpen(false);
      redirect('list', 'devices');
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'errors.dashboard.unexpected', { type: 'error' }),
  });
  if (!record) return null;
  // Operators release other people's devices: the confirmation names whose device it is.
  const operator = record.owner_email !== undefined;
  return (
    <>
      <Button label="devices.release.action" color="error" onClick={() => setOpen(true)}>
        <LinkOff />
      </Button>
      <Confirm
        isOpen={open}
        loading={release.isPending}
        title="devices.release.title"
        titleTranslateOptions={{ id: record.id }}
        content={
          <>
            <DialogContentText>
              {translate(operator ? 'devices.release.operator_content' : 'devices.release.content', {
                // An e-mail address inside a right-to-left sentence stays left to right.
                email: record.owner_email
                  ? `\u2066${record.owner_email}\u2069`
                  : translate('devices.owner.none'),
              })}
            </DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>
              {translate(operator ? 'devices.release.operator_removes' : 'devices.release.removes', {
                smart_count: record.release_removes_playlists ?? 0,
              })}
            </DialogContentText>
          </>
        }
        confirm="devices.release.action"
        confirmColor="warning"
        onConfirm={() => release.mutate(record.id)}
        onClose={() => setOpen(false)}
      />
      {dialog}
    </>
  );
}
