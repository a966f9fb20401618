import { Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { AdminDevice } from '@vela/api-client';
import { deviceLabelSchema, deviceNameMaxLength, deviceNoteMaxLength } from '@vela/validation';
import {
  Form,
  SaveButton,
  TextInput,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { recordValidator } from '../forms/record-validator.ts';
import { Facts } from '../layout/show-sections.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { fieldErrorsOf } from '../providers/errors.ts';

const validate = recordValidator(deviceLabelSchema);

/**
 * The TV's name and note: a form for its owner, who alone names it; anyone else who sees the device (an
 * operator) reads them.
 */
export function DeviceNameSection() {
  const record = useRecordContext<AdminDevice>();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const label = useMutation({
    mutationFn: ({ id, name, note }: { id: string; name: string; note: string }) =>
      dataProvider.labelDevice(id, { name, note }),
    onSuccess: () => {
      notify('devices.label.saved', { type: 'success' });
      refresh();
    },
  });
  if (!record) return null;
  // Devices come with their owner only to operators; everyone else sees only their own.
  const ownDevice = record.owner_id === undefined || record.owner_id === identity?.id;
  if (!ownDevice) {
    return (
      <Facts
        facts={[
          ['devices.fields.name', record.name ?? translate('devices.no_data')],
          ['devices.fields.note', record.note ?? translate('devices.no_data')],
        ]}
      />
    );
  }
  // A refusal about the name or the note goes under it; any other is notified.
  const save = async (values: Record<string, unknown>) => {
    try {
      await label.mutateAsync({
        id: record.id,
        name: typeof values.name === 'string' ? values.name : '',
        note: typeof values.note === 'string' ? values.note : '',
      });
    } catch (error) {
      const onFields = fieldErrorsOf(error);
      if (onFields) return onFields;
      notify(error instanceof Error ? error.message : 'errors.dashboard.data_not_saved', { type: 'error' });
    }
    return undefined;
  };
  return (
    <Form
      key={`${record.name ?? ''}\n${record.note ?? ''}`}
      record={{ id: record.id, name: record.name ?? '', note: record.note ?? '' }}
      validate={validate}
      onSubmit={save}
    >
      <Typography sx={{ mb: 2 }}>{translate('devices.label.help')}</Typography>
      <TextInput
        source="name"
        label="devices.fields.name"
        helperText={translate('devices.label.name_help', { max: deviceNameMaxLength })}
        inputProps={{ maxLength: deviceNameMaxLength }}
        fullWidth
      />
      <TextInput
        source="note"
        label="devices.fields.note"
        helperText={translate('devices.label.note_help', { max: deviceNoteMaxLength })}
        multiline
        minRows={2}
        fullWidth
      />
      <SaveButton label="devices.label.save" />
    </Form>
  );
}
