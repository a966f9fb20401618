import { createHash } from 'node:crypto';
import type { AdminNewsArticle, NewsArticle, NewsImageUploaded } from '@vela/api-client';
import { defaultLocale, localeCodes } from '@vela/locales';
import type { NewsImageType, NewsRecordValues } from '@vela/validation';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { news, newsImages } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { isUuid } from '../db/uuid.ts';
import type { AuditAction } from '../domain/audit-actions.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { writeAudit } from './audit.ts';
import { likePattern } from './like.ts';

/** The languages an article may be translated into: every one but English, which the base fields hold. */
export const newsTranslationLocales = localeCodes.filter((locale) => locale !== defaultLocale);

export const newsSortFields = [
  'date',
  'title',
  'slug',
  'author',
  'published',
  'created_at',
  'updated_at',
  'id',
] as const;
export type NewsSortField = (typeof newsSortFields)[number];

export interface NewsFilter {
  /** Part of the title or the slug, any case. */
  q?: string;
  published?: boolean;
  ids?: string[];
}

type NewsRow = typeof news.$inferSelect;
type Translations = NewsRow['translations'];

const sortColumns = {
  date: news.publishedAt,
  title: news.title,
  slug: news.slug,
  author: news.author,
  published: news.published,
  created_at: news.createdAt,
  updated_at: news.updatedAt,
  id: news.id,
} as const satisfies Record<NewsSortField, unknown>;

/** `title_{lang}` and `description_{lang}` for each language the article was translated into. */
function localizedFields(translations: Translations): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [locale, translation] of Object.entries(translations)) {
    if (translation.title) fields[`title_${locale}`] = translation.title;
    if (translation.description?.length) fields[`description_${locale}`] = translation.description;
  }
  return fields;
}

/** The spec's article shape, as the site reads it: base fields plus each translation. */
function toPublicArticle(row: NewsRow): NewsArticle {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    author: row.author,
    date: (row.publishedAt ?? row.createdAt).toISOString(),
    linkHref: `/news/${row.slug}`,
    imgSrc: row.imageSrc,
    ...localizedFields(row.translations),
  };
}

function toAdminArticle(row: NewsRow): AdminNewsArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    author: row.author,
    imgSrc: row.imageSrc,
    published: row.published,
    date: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    linkHref: `/news/${row.slug}`,
    ...localizedFields(row.translations),
  };
}

/** The translations of a record as stored: only the languages that have a title or paragraphs. */
function translationsOf(values: NewsRecordValues): Translations {
  const translations: Translations = {};
  for (const locale of newsTranslationLocales) {
    const title = values[`title_${locale}`];
    const description = values[`description_${locale}`];
    if (!title && !description?.length) continue;
    translations[locale] = {
      ...(title ? { title } : {}),
      ...(description?.length ? { description } : {}),
    };
  }
  return translations;
}

/** Every published article, newest first: what the site shows. */
export async function publishedArticles(db: Database): Promise<NewsArticle[]> {
  const rows = await db
    .select()
    .from(news)
    .where(eq(news.published, true))
    .orderBy(desc(news.publishedAt), desc(news.createdAt));
  return rows.map(toPublicArticle);
}

/** Whether the site has a page for this slug: a published article carries it. */
export async function isPublishedSlug(db: Database, slug: string): Promise<boolean> {
  const rows = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.slug, slug), eq(news.published, true)))
    .limit(1);
  return rows.length > 0;
}

/** One page of the articles, drafts included, filtered and sorted in the query. */
export async function listNews(
  db: Database,
  { sort, offset, limit }: Omit<ListQuery<NewsSortField>, 'filter'>,
  filter: NewsFilter,
): Promise<{ rows: AdminNewsArticle[]; total: number }> {
  const ids = filter.ids?.filter(isUuid);
  if (ids?.length === 0) return { rows: [], total: 0 };
  const where = and(
    filter.q
      ? or(ilike(news.title, likePattern(filter.q)), ilike(news.slug, likePattern(filter.q)))
      : undefined,
    filter.published !== undefined ? eq(news.published, filter.published) : undefined,
    ids ? inArray(news.id, ids) : undefined,
  );
  const column = sortColumns[sort.field];
  // Drafts have no date: newest first puts them on top, oldest first at the bottom.
  const order = sort.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls first`;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(order, sort.order === 'asc' ? asc(news.id) : desc(news.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(news).where(where),
  ]);
  return { rows: rows.map(toAdminArticle), total: counted?.total ?? 0 };
}

export async function getNews(db: Database, id: string): Promise<AdminNewsArticle | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row ? toAdminArticle(row) : undefined;
}

export type NewsWriteOutcome =
  | { outcome: 'saved'; record: AdminNewsArticle }
  | { outcome: 'not_found' | 'slug_taken' };

/** What the audit log calls a change: publishing and unpublishing are named, any other edit is an update. */
function updateAction(before: NewsRow, after: NewsRow): AuditAction {
  if (!before.published && after.published) return 'news.publish';
  if (before.published && !after.published) return 'news.unpublish';
  return 'news.update';
}

/** A record as the audit log keeps it. */
const audited = (record: AdminNewsArticle): Record<string, unknown> => ({ ...record });

/** Runs a write; a slug another article holds (the unique index decides, also under concurrency) is a refusal. */
async function refusingTakenSlug(write: () => Promise<NewsWriteOutcome>): Promise<NewsWriteOutcome> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: 'slug_taken' };
    throw error;
  }
}

export function createNews(
  db: Database,
  actorId: string,
  values: NewsRecordValues,
  now: Date,
  address: string | null,
): Promise<NewsWriteOutcome> {
  return refusingTakenSlug(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(news)
        .values({
          slug: values.slug,
          title: values.title,
          description: values.description,
          author: values.author,
          imageSrc: values.imgSrc,
          published: values.published,
          publishedAt: values.published ? now : null,
          translations: translationsOf(values),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The article was not stored');
      const record = toAdminArticle(row);
      await writeAudit(tx, {
        actorId,
        action: 'news.create',
        entity: 'news',
        entityId: row.id,
        after: audited(record),
        address,
      });
      return { outcome: 'saved', record };
    }),
  );
}

/**
 * Replaces an article with the whole record. Publishing it for the first time dates it; unpublishing keeps its
 * date, so publishing it again puts it back where it was.
 */
export function updateNews(
  db: Database,
  actorId: string,
  id: string,
  values: NewsRecordValues,
  now: Date,
  address: string | null,
): Promise<NewsWriteOutcome> {
  if (!isUuid(id)) return Promise.resolve({ outcome: 'not_found' });
  return refusingTakenSlug(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update').limit(1);
      if (!before) return { outcome: 'not_found' };
      const [after] = await tx
        .update(news)
        .set({
          slug: values.slug,
          title: values.title,
          description: values.description,
          author: values.author,
          imageSrc: values.imgSrc,
          published: values.published,
          publishedAt: before.publishedAt ?? (values.published ? now : null),
          translations: translationsOf(values),
          updatedAt: now,
        })
        .where(eq(news.id, id))
        .returning();
      if (!after) throw new Error('The article was not updated');
      const record = toAdminArticle(after);
      await writeAudit(tx, {
        actorId,
        action: updateAction(before, after),
        entity: 'news',
        entityId: id,
        before: audited(toAdminArticle(before)),
        after: audited(record),
        address,
      });
      return { outcome: 'saved', record };
    }),
  );
}

/** Removes an article, answering what was removed; undefined when there is no such article. */
export async function deleteNews(
  db: Database,
  actorId: string,
  id: string,
  address: string | null,
): Promise<AdminNewsArticle | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(news).where(eq(news.id, id)).returning();
    if (!row) return undefined;
    const record = toAdminArticle(row);
    await writeAudit(tx, {
      actorId,
      action: 'news.delete',
      entity: 'news',
      entityId: id,
      before: audited(record),
      address,
    });
    return record;
  });
}

/** Where the API serves an uploaded image. */
const newsImagePath = (id: string) => `/api/news/images/${id}`;

/**
 * Keeps an uploaded image (its type already proven by its bytes) under the SHA-256 of its bytes, with its audit
 * entry. The same file uploaded twice is one image, and its address never changes.
 */
export async function storeNewsImage(
  db: Database,
  actorId: string,
  { bytes, contentType }: { bytes: Uint8Array; contentType: NewsImageType },
  address: string | null,
): Promise<NewsImageUploaded> {
  const id = createHash('sha256').update(bytes).digest('hex');
  const image: NewsImageUploaded = { id, url: newsImagePath(id), contentType, size: bytes.byteLength };
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(newsImages)
      .values({ id, contentType, bytes: Buffer.from(bytes), size: bytes.byteLength, uploadedBy: actorId })
      .onConflictDoNothing()
      .returning({ id: newsImages.id });
    await writeAudit(tx, {
      actorId,
      action: 'news.image_upload',
      entity: 'news_image',
      entityId: id,
      after: { ...image, already_stored: stored === undefined },
      address,
    });
  });
  return image;
}

const imageIdPattern = /^[0-9a-f]{64}$/;

export async function readNewsImage(
  db: Database,
  id: string,
): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
  if (!imageIdPattern.test(id)) return undefined;
  const [row] = await db
    .select({ bytes: newsImages.bytes, contentType: newsImages.contentType })
    .from(newsImages)
    .where(eq(newsImages.id, id))
    .limit(1);
  return row;
}
