import Inbox from '@mui/icons-material/Inbox';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when an operator first opens it.
const SubmissionList = lazy(() =>
  import('./submission-list.tsx').then((module) => ({ default: module.SubmissionList })),
);
const SubmissionShow = lazy(() =>
  import('./submission-show.tsx').then((module) => ({ default: module.SubmissionShow })),
);
const NewsletterList = lazy(() =>
  import('./newsletter-list.tsx').then((module) => ({ default: module.NewsletterList })),
);

/** The support, contact and abuse messages and the blog comments, for operators: filter, reply, moderate. */
export const submissionsResource = {
  name: 'submissions',
  list: SubmissionList,
  show: SubmissionShow,
  icon: Inbox,
  recordRepresentation: 'email',
  options: { label: 'dashboard.resources.submissions' },
} satisfies ResourceProps;

/** The newsletter's sign-ups, for operators: search, export, remove on request. */
export const newsletterResource = {
  name: 'newsletter',
  list: NewsletterList,
  icon: MarkEmailRead,
  recordRepresentation: 'email',
  options: { label: 'dashboard.resources.newsletter' },
} satisfies ResourceProps;

/** The inbox filtered to the blog's comments, where they are approved or rejected. */
export const commentsPath = `/submissions?${new URLSearchParams({
  filter: JSON.stringify({ form: 'comment' }),
})}`;
