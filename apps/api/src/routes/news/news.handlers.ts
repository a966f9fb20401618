import type { RouteHandler } from '@hono/zod-openapi';
import type { NewsArticle } from '@vela/api-client';
import { desc } from 'drizzle-orm';
import { news } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { getAllNewsCachedRoute, getAllNewsRoute } from './news.routes.ts';

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

async function allArticles({ database }: AppDeps): Promise<NewsArticle[]> {
  const rows = await database.db.select().from(news).orderBy(desc(news.publishedAt), desc(news.createdAt));
  return rows.map(toArticle);
}

export function getAllNewsHandler(deps: AppDeps): RouteHandler<typeof getAllNewsRoute> {
  return async (c) => c.json(await allArticles(deps), 200);
}

/** A minute: short enough for a published article to show soon, long enough to spare a crowd's reloads. */
export function getAllNewsCachedHandler(deps: AppDeps): RouteHandler<typeof getAllNewsCachedRoute> {
  return async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await allArticles(deps), 200);
  };
}
