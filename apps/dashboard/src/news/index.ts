import Newspaper from '@mui/icons-material/Newspaper';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The operators' news articles; each screen is its own chunk, fetched when it is first opened. */
export const newsResource = {
  name: 'news',
  list: lazy(() => import('./news-list.tsx')),
  create: lazy(() => import('./news-create.tsx')),
  edit: lazy(() => import('./news-edit.tsx')),
  icon: Newspaper,
  recordRepresentation: 'title',
  options: { label: 'dashboard.resources.news' },
} satisfies ResourceProps;
