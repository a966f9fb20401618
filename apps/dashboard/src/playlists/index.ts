import QueueMusic from '@mui/icons-material/QueueMusic';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The playlists resource; its screens load when first shown, never before sign-in. */
export const playlists = {
  name: 'playlists',
  list: lazy(() => import('./playlist-list.tsx')),
  create: lazy(() => import('./playlist-create.tsx')),
  edit: lazy(() => import('./playlist-edit.tsx')),
  icon: QueueMusic,
  recordRepresentation: 'playlistName',
  options: { label: 'dashboard.resources.playlists' },
} satisfies ResourceProps;

export const MassUpdatePage = lazy(() =>
  import('./mass-update-page.tsx').then((module) => ({ default: module.MassUpdatePage })),
);

export const GlobalMassUpdatePage = lazy(() =>
  import('./mass-update-page.tsx').then((module) => ({ default: module.GlobalMassUpdatePage })),
);

export { globalMassUpdateRoute, massUpdateRoute } from './paths.ts';
