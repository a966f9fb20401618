import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, type RaRecord, SimpleList, type SimpleListProps } from 'react-admin';

/** True in a window as narrow as a phone's, where lists show one item per record instead of a table. */
export function usePhoneLayout(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

export interface ResponsiveListProps<RecordType extends RaRecord> {
  /** What a phone shows of each record: the texts (and icons) of react-admin's `SimpleList`. */
  phone: Omit<SimpleListProps<RecordType>, 'rowClick' | 'linkType' | 'empty'>;
  /** Where a row leads, in the table and on a phone alike; `false`: nowhere. */
  rowClick: 'show' | 'edit' | false;
  /** The table's bulk actions (a phone has none); none unless given. */
  bulkActionButtons?: ReactNode;
  /** What an empty page shows, in the table and on a phone alike; react-admin's own when not given. */
  empty?: ReactNode;
  /** The table's columns. */
  children: ReactNode;
}

/**
 * A list in the current list context (a `List`, a `ReferenceManyField`, an `ArrayField`): a table on wider
 * windows, a simple list under the phone breakpoint, both opening a row the same way and saying the same when
 * there is nothing to show.
 */
export function ResponsiveList<RecordType extends RaRecord>({
  phone,
  rowClick,
  bulkActionButtons = false,
  empty,
  children,
}: ResponsiveListProps<RecordType>) {
  const small = usePhoneLayout();
  return small ? (
    <SimpleList<RecordType> {...phone} rowClick={rowClick} empty={empty} />
  ) : (
    <Datagrid rowClick={rowClick} bulkActionButtons={bulkActionButtons} empty={empty}>
      {children}
    </Datagrid>
  );
}
