import { type Theme, ThemeProvider } from '@mui/material';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Names every loading indicator, in the reader's language: a progress bar without a name tells a screen
 * reader nothing (axe `aria-progressbar-name`). Once here, for react-admin's indicators and ours alike; and
 * the buttons of every table's pagination, which MUI names in English ("Go to next page") where react-admin
 * draws it without its own buttons (on a phone).
 */
export function ProgressLabels({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const pageButton = useCallback(
    (type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`),
    [translate],
  );
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
        MuiTablePagination: {
          ...outer.components?.MuiTablePagination,
          defaultProps: {
            ...outer.components?.MuiTablePagination?.defaultProps,
            getItemAriaLabel: pageButton,
          },
        },
      },
    }),
    [label, pageButton],
  );
  return <ThemeProvider theme={withLabels}>{children}</ThemeProvider>;
}
