import { lazy } from 'react';

export const CustomerPage = lazy(() =>
  import('./customer-page.tsx').then((module) => ({ default: module.CustomerPage })),
);

export { customerPagePath } from './paths.ts';
