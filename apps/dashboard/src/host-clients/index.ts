import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

const HostClientList = lazy(() =>
  import('./host-client-list.tsx').then((module) => ({ default: module.HostClientList })),
);

/**
 * The clients whose TVs failed on a reseller's hosts in the last 24 hours, reached from Host health and from
 * the host alert e-mail; not in the menu. Loaded when first shown.
 */
export const hostClientsResource = {
  name: 'host-clients',
  list: HostClientList,
  icon: PersonOffOutlined,
  recordRepresentation: 'device_id',
  options: { label: 'dashboard.resources.host-clients', inMenu: false },
} satisfies ResourceProps;
