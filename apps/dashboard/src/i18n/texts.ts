import { texts } from 'virtual:dashboard-texts';
import type { Locale, MessageTree } from '@vela/locales';
import { type TextLevel, textLevels } from './namespaces.ts';

/** The dashboard's texts in one language, up to `level`: the sign-in screens', then the home's, then the rest. */
export async function loadTexts(locale: Locale, level: TextLevel): Promise<Record<string, MessageTree>> {
  const parts = texts[locale];
  if (!parts) throw new Error(`No texts for ${locale}`);
  const levels = textLevels.slice(0, textLevels.indexOf(level) + 1);
  const loaded = await Promise.all(levels.map(async (part) => (await parts[part]()).default));
  return Object.assign({}, ...loaded);
}
