import Tv from '@mui/icons-material/Tv';
import type { AdminDevice } from '@vela/api-client';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { deviceLabel } from './device-label.ts';

const DeviceList = lazy(() => import('./device-list.tsx').then((module) => ({ default: module.DeviceList })));
const DeviceShow = lazy(() => import('./device-show.tsx').then((module) => ({ default: module.DeviceShow })));
export const DeviceClaimPage = lazy(() =>
  import('./claim-page.tsx').then((module) => ({ default: module.ClaimPage })),
);

export { deviceClaimPath } from './paths.ts';

/** The caller's devices: list and details, loaded when first shown. */
export const devicesResource = {
  name: 'devices',
  list: DeviceList,
  show: DeviceShow,
  icon: Tv,
  recordRepresentation: (record: AdminDevice) => deviceLabel(record),
  options: { label: 'dashboard.resources.devices' },
} satisfies ResourceProps;
