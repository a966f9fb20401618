import { Typography } from '@mui/material';
import { formatNumber } from '@vela/locales';
import { useFieldValue } from 'react-admin';
import { useDashboardLocale } from './locale-format.ts';

interface CountFieldProps {
  source: string;
  /** Read by the Datagrid for the column's header. */
  label?: string;
  sortable?: boolean;
  /** Read by the Datagrid: counts line up on their end, as react-admin's NumberField does. */
  textAlign?: 'left' | 'right';
}

/**
 * A count of a record (playlists, clients, replies) in the dashboard's language, where react-admin's NumberField
 * would use the browser's: `formatNumber` of `@vela/locales`, like every number on a screen.
 */
export function CountField({ source }: CountFieldProps) {
  const value: unknown = useFieldValue({ source });
  const locale = useDashboardLocale();
  return (
    <Typography component="span" variant="body2">
      {typeof value === 'number' ? formatNumber(value, locale) : ''}
    </Typography>
  );
}
