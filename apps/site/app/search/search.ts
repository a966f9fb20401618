/** One thing the search can find: a page section, a question, or a news article. */
export interface SearchEntry {
  title: string;
  text: string;
  /** The English path, with its #anchor; links put the language in front. */
  path: string;
  kind: 'page' | 'faq' | 'news';
}

function normalise(text: string): string {
  return text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}

/** Entries containing every word of the query, titles first; at most `limit`. */
export function searchEntries(entries: readonly SearchEntry[], query: string, limit = 12): SearchEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: { entry: SearchEntry; score: number }[] = [];
  for (const entry of entries) {
    const title = normalise(entry.title);
    const text = normalise(entry.text);
    if (!words.every((word) => title.includes(word) || text.includes(word))) continue;
    scored.push({ entry, score: words.filter((word) => title.includes(word)).length });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
