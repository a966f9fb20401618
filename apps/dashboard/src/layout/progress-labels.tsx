import { type Theme, ThemeProvider } from '@mui/material';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Names every loading indicator, in the reader's language: a progress bar without a name tells a screen
 * reader nothing (axe `aria-progressbar-name`). Once here, for react-admin's indicators and ours alike.
 */
export function ProgressLabels({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const withLabels = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={withLabels}>{children}</ThemeProvider>;
}
