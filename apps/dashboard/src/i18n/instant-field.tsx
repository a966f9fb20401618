import { Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { useFormatInstant } from './locale-format.ts';

interface InstantFieldProps {
  source: string;
  /** Read by the Datagrid for the column's header. */
  label?: string;
  sortable?: boolean;
  /** With the time as well as the date. */
  showTime?: boolean;
  /** A translation key shown when there is no date. */
  emptyText?: string;
}

/** A date of a record, written the dashboard's one way (`useFormatInstant`), for lists and pages. */
export function InstantField({ source, showTime = false, emptyText }: InstantFieldProps) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const format = useFormatInstant();
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2">
      {value ? format(value, showTime) : emptyText ? translate(emptyText) : ''}
    </Typography>
  );
}
