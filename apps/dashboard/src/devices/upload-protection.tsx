import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import type { AdminDevice } from '@vela/api-client';
import { useId } from 'react';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';

/** The owner's switch: when on, only this dashboard may add playlists to the device; My List refuses it. */
export function UploadProtectionSwitch() {
  const record = useRecordContext<AdminDevice>();
  const translate = useTranslate();
  const notify = useNotify();
  const helpId = useId();
  const [update, { isPending }] = useUpdate<AdminDevice>();
  if (!record) return null;
  const toggle = (uploadProtected: boolean) =>
    update(
      'devices',
      { id: record.id, data: { ...record, upload_protected: uploadProtected }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(uploadProtected ? 'devices.protection.on' : 'devices.protection.off', { type: 'success' }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'errors.dashboard.data_not_saved', {
            type: 'error',
          }),
      },
    );
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={record.upload_protected}
            disabled={isPending}
            onChange={(event) => void toggle(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={translate('devices.protection.label')}
      />
      <FormHelperText id={helpId}>{translate('devices.protection.help')}</FormHelperText>
    </>
  );
}
