import VpnKey from '@mui/icons-material/VpnKey';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when it is first opened.
const ApiKeyList = lazy(() =>
  import('./api-key-list.tsx').then((module) => ({ default: module.ApiKeyList })),
);
const ApiKeyCreate = lazy(() =>
  import('./api-key-create.tsx').then((module) => ({ default: module.ApiKeyCreate })),
);

/** A reseller's keys to the integration API: list, make one (shown once), revoke. */
export const apiKeysResource = {
  name: 'api-keys',
  list: ApiKeyList,
  create: ApiKeyCreate,
  icon: VpnKey,
  recordRepresentation: 'name',
  options: { label: 'dashboard.resources.api-keys' },
} satisfies ResourceProps;

export const IntegrationGuidePage = lazy(() =>
  import('./integration-guide-page.tsx').then((module) => ({ default: module.IntegrationGuidePage })),
);

export { integrationGuideRoute } from './paths.ts';
