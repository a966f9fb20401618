import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when an operator first opens it.
const UserList = lazy(() => import('./user-list.tsx').then((module) => ({ default: module.UserList })));
const UserShow = lazy(() => import('./user-show.tsx').then((module) => ({ default: module.UserShow })));
const UserEdit = lazy(() => import('./user-edit.tsx').then((module) => ({ default: module.UserEdit })));

/** Every account, for operators: search and filters, details, role, ban, sessions, two-factor, password. */
export const usersResource = {
  name: 'users',
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  icon: ManageAccounts,
  recordRepresentation: 'email',
  options: { label: 'dashboard.resources.users' },
} satisfies ResourceProps;
