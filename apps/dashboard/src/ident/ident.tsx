import { Typography } from '@mui/material';
import type { AdminDevice } from '@vela/api-client';
import { TextInput, type TextInputProps, useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { identInputProps } from './ident-input-props.ts';
import { DeviceLabel, Ident, type IdentKind, identKind, identParts } from './ident-text.tsx';

export { DeviceLabel, Ident, identInputProps, identKind, identParts };

interface IdentFieldProps {
  source: string;
  /** Read by react-admin's Datagrid and SimpleShowLayout for the column or row heading. */
  label?: string;
  sortable?: boolean;
  sortBy?: string;
  /** A translation key shown when the record has no value. */
  emptyText?: string;
  monospace?: boolean;
  /** Where a line may break inside the value; read from the value when not given. */
  kind?: IdentKind;
}

/** react-admin's TextField for identifiers: the record's value at `source`, isolated left to right. */
export function IdentField({ source, emptyText, monospace = false, kind }: IdentFieldProps) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  const text = value === null || value === undefined || value === '' ? null : String(value);
  return (
    <Typography component="span" variant="body2">
      {text === null ? (
        emptyText ? (
          translate(emptyText, { _: emptyText })
        ) : null
      ) : (
        <Ident kind={kind} sx={monospace ? { fontFamily: 'monospace' } : undefined}>
          {text}
        </Ident>
      )}
    </Typography>
  );
}

/** A device id (the record's `id` unless `source` says otherwise), isolated left to right and never broken. */
export function DeviceIdField({
  source = 'id',
  ...rest
}: Omit<IdentFieldProps, 'source' | 'kind'> & { source?: string }) {
  return <IdentField source={source} kind="device" {...rest} />;
}

/**
 * The device of the record context, named as `DeviceLabel` names it: a device picker's options (react-admin's
 * `optionText`) and a reference to a device.
 */
export function DeviceRecordLabel() {
  const device = useRecordContext<AdminDevice>();
  return device ? <DeviceLabel id={String(device.id)} name={device.name} /> : null;
}

/** react-admin's TextInput for an identifier (device id, MAC address, host, e-mail address): left to right. */
export function IdentInput({ slotProps, ...props }: TextInputProps) {
  return (
    <TextInput
      {...props}
      slotProps={{ ...slotProps, htmlInput: { ...identInputProps, ...slotProps?.htmlInput } }}
    />
  );
}
