import People from '@mui/icons-material/People';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when a reseller first opens it.
const ClientList = lazy(() => import('./client-list.tsx').then((module) => ({ default: module.ClientList })));
const ClientShow = lazy(() => import('./client-show.tsx').then((module) => ({ default: module.ClientShow })));
export const ClientsMassUpdatePage = lazy(() =>
  import('./clients-mass-update.tsx').then((module) => ({ default: module.ClientsMassUpdatePage })),
);

export { clientsMassUpdateRoute } from './paths.ts';

/** A reseller's clients (operators: every reseller's): list and details, nothing to create or edit. */
export const clientsResource = {
  name: 'clients',
  list: ClientList,
  show: ClientShow,
  icon: People,
  recordRepresentation: 'id',
  options: { label: 'dashboard.resources.clients' },
} satisfies ResourceProps;
