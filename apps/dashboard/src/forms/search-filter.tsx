import { SearchInput } from 'react-admin';
import { identInputProps } from '../ident/ident.tsx';

/**
 * A list's free-text filter (`q`), always shown, named for screen readers by the same words its placeholder
 * shows; one that searches identifiers (device ids, e-mail addresses) is written left to right. An element
 * rather than a component: react-admin reads `source` and `alwaysOn` from the filters' props.
 */
export function searchFilter(label: string, { identifier = false }: { identifier?: boolean } = {}) {
  return (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={label}
      slotProps={{ htmlInput: { 'aria-label': label, ...(identifier ? identInputProps : {}) } }}
    />
  );
}
