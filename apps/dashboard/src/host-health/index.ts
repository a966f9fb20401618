import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

const HostHealthList = lazy(() =>
  import('./host-health-list.tsx').then((module) => ({ default: module.HostHealthList })),
);

/** How a reseller's hosts fared with their clients' TVs in the last 24 hours; loaded when first shown. */
export const hostHealthResource = {
  name: 'host-health',
  list: HostHealthList,
  icon: MonitorHeartOutlined,
  recordRepresentation: 'host',
  options: { label: 'dashboard.resources.host-health' },
} satisfies ResourceProps;
