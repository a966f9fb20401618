import type { Theme } from '@mui/material';

/** The colour of the `index`th series of a chart, the same in its bars and in the legend beside it. */
export function seriesColour(theme: Theme, index: number): string {
  const colours = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.dark];
  return colours[index % colours.length] as string;
}
