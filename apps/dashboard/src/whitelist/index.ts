import Dns from '@mui/icons-material/Dns';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when it is first opened.
const WhitelistList = lazy(() =>
  import('./whitelist-list.tsx').then((module) => ({ default: module.WhitelistList })),
);
const WhitelistCreate = lazy(() =>
  import('./whitelist-create.tsx').then((module) => ({ default: module.WhitelistCreate })),
);
const WhitelistEdit = lazy(() =>
  import('./whitelist-edit.tsx').then((module) => ({ default: module.WhitelistEdit })),
);

/** A reseller's whitelist: their hosts, each with a backup address and the code clients type in My List. */
export const whitelistResource = {
  name: 'whitelist',
  list: WhitelistList,
  create: WhitelistCreate,
  edit: WhitelistEdit,
  icon: Dns,
  recordRepresentation: 'host',
  options: { label: 'dashboard.resources.whitelist' },
} satisfies ResourceProps;
