import { SearchInput } from 'react-admin';

/**
 * A list's free-text filter (`q`), always shown, named for screen readers by the same words its placeholder
 * shows. An element rather than a component: react-admin reads `source` and `alwaysOn` from the filters' props.
 */
export function searchFilter(label: string) {
  return (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={label}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
}
