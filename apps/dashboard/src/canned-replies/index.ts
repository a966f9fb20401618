import Quickreply from '@mui/icons-material/Quickreply';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when an operator first opens it.
const CannedReplyList = lazy(() =>
  import('./canned-reply-screens.tsx').then((module) => ({ default: module.CannedReplyList })),
);
const CannedReplyCreate = lazy(() =>
  import('./canned-reply-screens.tsx').then((module) => ({ default: module.CannedReplyCreate })),
);
const CannedReplyEdit = lazy(() =>
  import('./canned-reply-screens.tsx').then((module) => ({ default: module.CannedReplyEdit })),
);

/** The support desk's canned replies, per language, for operators: kept here, inserted from a ticket. */
export const cannedRepliesResource = {
  name: 'canned-replies',
  list: CannedReplyList,
  create: CannedReplyCreate,
  edit: CannedReplyEdit,
  icon: Quickreply,
  recordRepresentation: 'title',
  options: { label: 'dashboard.resources.canned-replies' },
} satisfies ResourceProps;
