import { type RefObject, useEffect } from 'react';

/** What a visitor changed in a prerendered form before React ran it: the field's name and its value now. */
export type TypedBeforeHydration = { name: string; value: string } | { name: string; checked: boolean };

/**
 * What a person typed or ticked in a prerendered form before its script took over is theirs. React keeps the
 * browser's value while it hydrates a controlled field and writes the field's state over it at the next
 * render, so a form that holds its fields in state hands what was changed to `adopt` once, when the page becomes
 * interactive. A field counts as changed when its value differs from the one the page was drawn with (for a
 * box or a choice, its tick); fields without a name are left alone.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: TypedBeforeHydration) => void,
): void {
  useEffect(() => {
    for (const typed of typedIn(form.current)) adopt(typed);
  }, []);
}

/** The named fields of `form` changed from what the page was drawn with. */
function typedIn(form: HTMLFormElement | null): TypedBeforeHydration[] {
  const found: TypedBeforeHydration[] = [];
  for (const field of Array.from(form?.elements ?? [])) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (!field.name || field.type === 'hidden') continue;
    if (field instanceof HTMLInputElement && field.type === 'radio') {
      // A group's choice is named by the one now ticked; the others only lost their tick.
      if (field.checked && !field.defaultChecked) found.push({ name: field.name, value: field.value });
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) found.push({ name: field.name, checked: field.checked });
    } else if (field.value !== field.defaultValue) {
      found.push({ name: field.name, value: field.value });
    }
  }
  return found;
}
