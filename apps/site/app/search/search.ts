/** One thing the search can find: a page section, a question, or a news article. */
export interface SearchEntry {
  title: string;
  text: string;
  /** The English path, with its #anchor; links put the language in front. */
  path: string;
  kind: 'page' | 'faq' | 'news';
}

/**
 * British and American spellings folded to one form, applied alike to the query and the texts, so
 * 'licence' finds 'license' and 'colour' finds 'color'. A rule that also folds a word with no variant
 * (precise -> precize) does no harm: both sides change the same way.
 */
const spellingFolds: readonly [RegExp, string][] = [
  [/\b(licen|defen|offen|preten)ce/g, '$1se'],
  [/\bpractis/g, 'practic'],
  [/\b(cent|theat|met|lit|fib|calib|sab|spect)re(s|d)?\b/g, '$1er$2'],
  [
    /\b(col|fav|behavi|hon|neighb|flav|lab|hum|harb|rum|vap|arm|endeav|sav|rig|val|arb|clam|glam|tum|od|parl)our/g,
    '$1or',
  ],
  [/([a-z]{2})is(e|es|ed|ing|ation|ations)\b/g, '$1iz$2'],
  [/([a-z])ys(e|es|ed|ing)\b/g, '$1yz$2'],
  [/\b(cancel|travel|label|model|fuel|signal|level|total|channel|tunnel|counsel)l(ed|ing|er|ers)\b/g, '$1$2'],
  [/\b(catalog|dialog|analog|prolog|epilog)ue(s)?\b/g, '$1$2'],
  [/\bprogramme/g, 'program'],
  [/\bgrey/g, 'gray'],
  [/\benrol(s|ment)?\b/g, 'enroll$1'],
];

function normalise(text: string): string {
  let folded = text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  for (const [pattern, replacement] of spellingFolds) folded = folded.replace(pattern, replacement);
  return folded;
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
