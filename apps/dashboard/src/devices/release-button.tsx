import LinkOff from '@mui/icons-material/LinkOff';
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
} from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { devicePath } from './site-links.ts';

/** Gives the device up, after a confirmation that says what stays with the TV. */
export function ReleaseButton() {
  const record = useRecordContext<AdminDevice>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const release = async () => {
    setBusy(true);
    try {
      await dataProvider.postJson(devicePath(record.id, 'release'), {});
      notify('devices.release.done', { type: 'success', messageArgs: { id: record.id } });
      setOpen(false);
      redirect('list', 'devices');
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.dashboard.unexpected', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="devices.release.action" color="error" onClick={() => setOpen(true)}>
        <LinkOff />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="devices.release.title"
        titleTranslateOptions={{ id: record.id }}
        content="devices.release.content"
        confirm="devices.release.action"
        confirmColor="warning"
        onConfirm={() => void release()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
