import { concretePaths, type Page, pages } from '../app/paths.ts';

/** Every page of the route table, with a real value for each parameter (a seeded news article). */
export const routes = (Object.entries(pages) as [string, Page][]).flatMap(([id, page]) => {
  if (id === 'notFound') return [{ id, path: '/no/such/page', status: 404 }];
  if (id === 'newsArticle') return [{ id, path: '/news/privacy-mode-launch', status: 200 }];
  return concretePaths(page).map((path) => ({ id, path, status: 200 }));
});
