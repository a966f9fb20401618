/**
 * Keys passed to `translate(...)`, given as a page's `title="..."` or as a message's `key: '...'`, as patterns: a
 * template literal's `${...}` stands for any key segment.
 */
export function usedKeyPatterns(source: string): RegExp[] {
  const uses = [
    ...source.matchAll(/\btranslate\(\s*(['`])([^'`]+)\1/g),
    ...source.matchAll(/\btitle=(")((?:auth|account|dashboard|errors)\.[\w.]+)"/g),
    ...source.matchAll(/\bkey: (['`])((?:auth|account|dashboard|errors|validation)\.[^'`]+)\1/g),
  ];
  return uses.map((match) => {
    const key = match[2] ?? '';
    const escaped = key
      .split(/\$\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^.]+');
    return new RegExp(`^${escaped}$`);
  });
}
