import { z } from 'zod';
import { allowedCharacters, objectOf, requiredText, textPattern, typeError } from './fields.ts';
import { validationKeys as keys } from './messages.ts';

export const newsSlugMaxLength = 100;
export const newsTitleMaxLength = 200;
export const newsAuthorMaxLength = 100;
export const newsParagraphMaxLength = 5_000;
export const newsParagraphsMax = 50;

/** A slug is the article's address, `/news/{slug}`: lower-case words of letters and digits joined by hyphens. */
export const newsSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where an article's image may live: a path of this server (an uploaded image, `/api/news/images/{id}`, or one
 * of the site's own, `/images/news/…`). The pages' Content-Security-Policy loads images from the same origin only.
 */
export const newsImagePathPattern = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/** The image formats an article may carry. SVG is left out: it can hold scripts, and is served from our origin. */
export const newsImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type NewsImageType = (typeof newsImageTypes)[number];

/** The largest uploaded image, in bytes: the API's limit for any request body. */
export const newsImageMaxBytes = 1024 * 1024;

export function isNewsImageType(value: unknown): value is NewsImageType {
  return typeof value === 'string' && (newsImageTypes as readonly string[]).includes(value);
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

/** The format the first bytes of a file prove, whatever its name or declared type says; null for any other. */
export function sniffNewsImageType(bytes: Uint8Array): NewsImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) {
    return bytes[5] === 0x61 ? 'image/gif' : null;
  }
  return null;
}

const paragraph = requiredText(newsParagraphMaxLength, keys.required, { multiline: true });

const paragraphs = z.array(paragraph, { error: typeError }).max(newsParagraphsMax, { error: keys.maxValue });

const optionalTitle = z
  .string({ error: keys.invalidType })
  .trim()
  .refine(...allowedCharacters())
  .max(newsTitleMaxLength, { error: keys.maxLength })
  .meta({ pattern: textPattern() })
  .nullish()
  .transform((value) => value || undefined);

const optionalParagraphs = paragraphs
  .nullish()
  .transform((value) => (value && value.length > 0 ? value : undefined));

/** The fields of the other languages, `title_it`, `description_it`, …: each may be left out. */
export type NewsTranslations<Locale extends string = string> = {
  [K in `title_${Locale}`]?: string;
} & {
  [K in `description_${Locale}`]?: string[];
};

const newsBaseSchema = objectOf({
  slug: z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .max(newsSlugMaxLength, { error: keys.maxLength })
    .regex(newsSlugPattern, { error: keys.pattern }),
  title: requiredText(newsTitleMaxLength),
  description: paragraphs.min(1, { error: keys.required }),
  author: requiredText(newsAuthorMaxLength),
  imgSrc: z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .max(500, { error: keys.maxLength })
    .regex(newsImagePathPattern, { error: keys.pattern }),
  published: z.boolean({ error: keys.invalidType }).default(false),
});

export type NewsRecordValues<Locale extends string = string> = z.output<typeof newsBaseSchema> &
  NewsTranslations<Locale>;

/**
 * A news article as operators write it (spec section 3): the base title and paragraphs, which every language
 * falls back to, `title_{lang}` and `description_{lang}` for each of `translationLocales` (left out or empty:
 * none), the author, the image and whether it is published. The site shows it at `/news/{slug}`.
 */
export function newsRecordSchema<const Locale extends string>(translationLocales: readonly Locale[]) {
  const translations: Record<string, typeof optionalTitle | typeof optionalParagraphs> = {};
  for (const locale of translationLocales) {
    translations[`title_${locale}`] = optionalTitle;
    translations[`description_${locale}`] = optionalParagraphs;
  }
  // The object's own type lists only the base fields; its output carries the translations too.
  return newsBaseSchema.extend(translations) as unknown as z.ZodType<NewsRecordValues<Locale>, unknown>;
}
