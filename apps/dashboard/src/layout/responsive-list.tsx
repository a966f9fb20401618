import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Datagrid,
  ListContextProvider,
  type RaRecord,
  ResourceContextProvider,
  SimpleList,
  type SimpleListProps,
  useList,
} from 'react-admin';

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
  /** The accessible name of the table, and of the list on a phone. */
  label?: string;
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
  label,
  children,
}: ResponsiveListProps<RecordType>) {
  const small = usePhoneLayout();
  return small ? (
    <SimpleList<RecordType> {...phone} rowClick={rowClick} empty={empty} aria-label={label} />
  ) : (
    <Datagrid rowClick={rowClick} bulkActionButtons={bulkActionButtons} empty={empty} aria-label={label}>
      {children}
    </Datagrid>
  );
}

/**
 * A `ResponsiveList` of records read outside react-admin's lists (one page of the account's security events,
 * say), under the name of the kind of record they are.
 */
export function ResponsiveRecords<RecordType extends RaRecord>({
  records,
  name,
  ...list
}: ResponsiveListProps<RecordType> & { records: RecordType[]; name: string }) {
  const context = useList<RecordType>({ data: records });
  return (
    <ResourceContextProvider value={name}>
      <ListContextProvider value={context}>
        <ResponsiveList<RecordType> {...list} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
