import History from '@mui/icons-material/History';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when an operator first opens it.
const AuditList = lazy(() => import('./audit-list.tsx').then((module) => ({ default: module.AuditList })));
const AuditShow = lazy(() => import('./audit-show.tsx').then((module) => ({ default: module.AuditShow })));

/** Every write of every role and API key, for operators: read, filter and export; never edited. */
export const auditResource = {
  name: 'audit',
  list: AuditList,
  show: AuditShow,
  icon: History,
  recordRepresentation: 'action',
  options: { label: 'dashboard.resources.audit' },
} satisfies ResourceProps;
