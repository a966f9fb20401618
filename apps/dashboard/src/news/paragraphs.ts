/** The paragraphs of a text in which an empty line separates two of them; blank ones are left out. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[\t ]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** The paragraphs a form value holds: none when it holds no list (a field never filled in). */
function asParagraphs(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Paragraphs as one text, an empty line between two of them. */
export function joinParagraphs(paragraphs: unknown): string {
  return asParagraphs(paragraphs).join('\n\n');
}

export function sameParagraphs(left: unknown, right: unknown): boolean {
  const a = asParagraphs(left);
  const b = asParagraphs(right);
  return a.length === b.length && a.every((paragraph, index) => paragraph === b[index]);
}
