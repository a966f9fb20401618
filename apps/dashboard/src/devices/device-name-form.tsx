import { Typography } from '@mui/material';
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
  const save = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.labelDevice(record.id, {
        name: typeof values.name === 'string' ? values.name : '',
        note: typeof values.note === 'string' ? values.note : '',
      });
      notify('devices.label.saved', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.dashboard.data_not_saved', { type: 'error' });
    }
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
