import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../forms/visually-hidden.ts';

/**
 * The page's level-1 heading for screen readers, on screens whose title react-admin shows in the app bar:
 * the page has its one heading without showing the title twice.
 */
export function HiddenHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" sx={visuallyHidden}>
      {children}
    </Typography>
  );
}
