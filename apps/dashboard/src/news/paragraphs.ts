/** The paragraphs of a text in which an empty line separates two of them; blank ones are left out. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[\t ]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** Paragraphs as one text, an empty line between two of them. */
export function joinParagraphs(paragraphs: readonly string[] | null | undefined): string {
  return (paragraphs ?? []).join('\n\n');
}

export function sameParagraphs(
  left: readonly string[] | null | undefined,
  right: readonly string[] | null | undefined,
): boolean {
  const a = left ?? [];
  const b = right ?? [];
  return a.length === b.length && a.every((paragraph, index) => paragraph === b[index]);
}
