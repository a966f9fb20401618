import WorkHistory from '@mui/icons-material/WorkHistory';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

const JobList = lazy(() => import('./job-list.tsx').then((module) => ({ default: module.JobList })));

/** The job queue's failed jobs, for operators: what failed, how often, and a retry (decision 38). */
export const jobsResource = {
  name: 'jobs',
  list: JobList,
  icon: WorkHistory,
  recordRepresentation: 'kind',
  options: { label: 'dashboard.resources.jobs' },
} satisfies ResourceProps;
