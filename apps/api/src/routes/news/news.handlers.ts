import type { RouteHandler } from '@hono/zod-openapi';
import type { NewsArticle } from '@vela/api-client';
import { desc } from 'drizzle-orm';
import { news } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { getAllNewsRoute } from './news.routes.ts';

type NewsRow = typeof news.$inferSelect;

/** The spec's article shape: base fields plus `title_{lang}` / `description_{lang}` for each translation. */
export function toArticle(row: NewsRow): NewsArticle {
  const article: NewsArticle = {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    author: row.author,
    date: row.publishedAt.toISOString(),
    linkHref: `/news/${row.slug}`,
    imgSrc: row.imageSrc,
  };
  for (const [locale, translation] of Object.entries(row.translations)) {
    if (translation.title) article[`title_${locale}`] = translation.title;
    if (translation.description) article[`description_${locale}`] = translation.description;
  }
  return article;
}

export function getAllNewsHandler({ database }: AppDeps): RouteHandler<typeof getAllNewsRoute> {
  return async (c) => {
    const rows = await database.db.select().from(news).orderBy(desc(news.publishedAt), desc(news.createdAt));
    return c.json(rows.map(toArticle), 200);
  };
}
