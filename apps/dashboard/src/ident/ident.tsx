import { Typography } from '@mui/material';
import { TextInput, type TextInputProps, useFieldValue, useTranslate } from 'react-admin';
import { Ident } from './ident-text.tsx';

export { Ident };

interface IdentFieldProps {
  source: string;
  /** Read by react-admin's Datagrid and SimpleShowLayout for the column or row heading. */
  label?: string;
  sortable?: boolean;
  sortBy?: string;
  /** A translation key shown when the record has no value. */
  emptyText?: string;
  monospace?: boolean;
}

/** react-admin's TextField for identifiers: the record's value at `source`, isolated left to right. */
export function IdentField({ source, emptyText, monospace = false }: IdentFieldProps) {
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
        <Ident sx={monospace ? { fontFamily: 'monospace' } : undefined}>{text}</Ident>
      )}
    </Typography>
  );
}

/** A device id (the record's `id` unless `source` says otherwise), isolated left to right. */
export function DeviceIdField({
  source = 'id',
  ...rest
}: Omit<IdentFieldProps, 'source'> & { source?: string }) {
  return <IdentField source={source} {...rest} />;
}

/** What an input that takes an identifier needs: written left to right, never corrected or capitalised. */
export const identInputProps = {
  dir: 'ltr',
  spellCheck: false,
  autoCapitalize: 'none',
  autoCorrect: 'off',
} as const;

/** react-admin's TextInput for an identifier (device id, MAC address, host, e-mail address): left to right. */
export function IdentInput({ slotProps, ...props }: TextInputProps) {
  return (
    <TextInput
      {...props}
      slotProps={{ ...slotProps, htmlInput: { ...identInputProps, ...slotProps?.htmlInput } }}
    />
  );
}
