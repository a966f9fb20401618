import type { KeyboardEvent } from 'react';
import {
  DatagridBody,
  type DatagridBodyProps,
  DatagridRow,
  type DatagridRowProps,
  useResourceDefinition,
} from 'react-admin';

/** Enter or Space on a row itself (not on a button inside it) does what a click on the row does. */
function openOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.target !== event.currentTarget) return;
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * A list row that opens from the keyboard as it does on a click: it takes focus in the tab order when clicking
 * it leads somewhere (a `rowClick`, or a page of its own for the record), and opens with Enter or Space.
 */
function KeyboardDatagridRow(props: DatagridRowProps) {
  const { hasShow, hasEdit } = useResourceDefinition({ resource: props.resource });
  const opens = props.rowClick === undefined ? Boolean(hasShow || hasEdit) : props.rowClick !== false;
  return opens ? <DatagridRow tabIndex={0} onKeyDown={openOnEnter} {...props} /> : <DatagridRow {...props} />;
}

/** react-admin's list body with rows that open from the keyboard; the theme makes it every list's body. */
export function KeyboardDatagridBody(props: DatagridBodyProps) {
  return <DatagridBody {...props} row={<KeyboardDatagridRow />} />;
}
// MUI's Table recognises its body by this name, as it does react-admin's own.
KeyboardDatagridBody.muiName = 'TableBody';
