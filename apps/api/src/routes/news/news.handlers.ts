import type { RouteHandler } from '@hono/zod-openapi';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { publishedArticles, readNewsImage } from '../../store/news.ts';
import type { getAllNewsCachedRoute, getAllNewsRoute, newsImageRoute } from './news.routes.ts';

export function getAllNewsHandler(deps: AppDeps): RouteHandler<typeof getAllNewsRoute> {
  return async (c) => c.json(await publishedArticles(deps.database.db), 200);
}

/**
 * Kept by browsers and caches, but asked again on every use (a 304 while unchanged, thanks to the ETag): an
 * article an operator publishes or takes down shows on the next page load, not a minute later.
 */
export function getAllNewsCachedHandler(deps: AppDeps): RouteHandler<typeof getAllNewsCachedRoute> {
  return async (c) => {
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    return c.json(await publishedArticles(deps.database.db), 200);
  };
}

/** An uploaded image: named by the hash of its bytes, so it never changes and may be kept for a year. */
export function newsImageHandler(deps: AppDeps): RouteHandler<typeof newsImageRoute> {
  return async (c) => {
    const image = await readNewsImage(deps.database.db, c.req.valid('param').id);
    if (!image) return c.json(errorBody('not_found'), 404);
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An image is only ever shown in a page; opened on its own it may not run anything.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; frame-ancestors 'none'",
    });
  };
}
