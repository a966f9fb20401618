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
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { devicePath } from './site-links.ts';

/**
 * Gives the device up, after a confirmation that says what stays with the TV; an operator releases it from its
 * owner, whom the confirmation names.
 */
export function ReleaseButton() {
  const record = useRecordContext<AdminDevice>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const translate = useTranslate();
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
        // Operators release other people's devices: the confirmation names whose device it is.
        content={
          record.owner_email === undefined ? 'devices.release.content' : 'devices.release.operator_content'
        }
        contentTranslateOptions={{ email: record.owner_email ?? translate('devices.owner.none') }}
        confirm="devices.release.action"
        confirmColor="warning"
        onConfirm={() => void release()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
