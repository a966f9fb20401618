import AddTask from '@mui/icons-material/AddTask';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when it is first opened.
const ActivationList = lazy(() =>
  import('./activation-list.tsx').then((module) => ({ default: module.ActivationList })),
);
const ActivationCreate = lazy(() =>
  import('./activation-create.tsx').then((module) => ({ default: module.ActivationCreate })),
);
const ActivationShow = lazy(() =>
  import('./activation-show.tsx').then((module) => ({ default: module.ActivationShow })),
);

/**
 * A reseller's activations of their clients' devices, paid with credits (operators: every reseller's): list,
 * activate, revoke within the grace period; operators reverse.
 */
export const activationsResource = {
  name: 'activations',
  list: ActivationList,
  create: ActivationCreate,
  show: ActivationShow,
  icon: AddTask,
  recordRepresentation: 'device_id',
  options: { label: 'dashboard.resources.activations' },
} satisfies ResourceProps;
