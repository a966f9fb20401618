/** Puts focus on the first refused field in reading order, whatever order the schema checked them in. */
export function focusFirstInvalid(form: HTMLFormElement, names: readonly string[]): void {
  const first = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && names.includes(element.getAttribute('name') ?? ''),
  );
  first?.focus();
}
