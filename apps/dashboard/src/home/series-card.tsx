import { Box, Card, CardContent, Skeleton, Typography, useTheme } from '@mui/material';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { visuallyHidden } from '../forms/visually-hidden.ts';
import type { SeriesRow } from './operator-series.ts';
import { seriesColour } from './series-colours.ts';
import type { ChartSeries } from './stats-chart.tsx';
import { statsChartHeight } from './stats-chart-height.ts';

// The charts' drawing arrives after the figures, one chunk for every chart of the home.
const SeriesChart = lazy(() =>
  import('./stats-chart.tsx').then((module) => ({ default: module.SeriesChart })),
);

/** Which colour is which series, when a chart has more than one (the chart itself is hidden from readers). */
function Legend({ series }: { series: readonly ChartSeries[] }) {
  const theme = useTheme();
  if (series.length < 2) return null;
  return (
    <Box
      component="ul"
      aria-hidden="true"
      sx={{ display: 'flex', gap: 2, p: 0, m: 0, mt: 1, listStyle: 'none' }}
    >
      {series.map((entry, index) => (
        <Box component="li" key={entry.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 12, height: 12, bgcolor: seriesColour(theme, index), borderRadius: 0.5 }} />
          <Typography variant="body2" component="span">
            {entry.name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface SeriesCardProps {
  title: string;
  /** The figure in words, for everyone (and what a screen reader reads first), when the card has one. */
  summary?: ReactNode;
  periodName: string;
  rows: readonly SeriesRow[] | undefined;
  series: readonly ChartSeries[];
  formatValue: (value: number, series: string) => string;
  allowDecimals?: boolean;
  testId?: string;
  /** Names the drawing, for whoever needs to find it. */
  chartTestId?: string;
}

/** A chart with its total in words and its numbers as a table for screen readers. */
export function SeriesCard({
  title,
  summary,
  periodName,
  rows,
  series,
  formatValue,
  allowDecimals,
  testId,
  chartTestId,
}: SeriesCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }} data-testid={testId}>
      <CardContent>
        <Typography id={titleId} component="h3" variant="h6" gutterBottom>
          {title}
        </Typography>
        {summary === undefined ? null : (
          <Typography gutterBottom data-testid={testId && `${testId}-summary`}>
            {summary}
          </Typography>
        )}
        {rows ? (
          <>
            <Suspense fallback={<Skeleton variant="rectangular" height={statsChartHeight} />}>
              <Box data-testid={chartTestId} aria-hidden="true">
                <SeriesChart
                  rows={rows}
                  series={series}
                  title={title}
                  formatValue={formatValue}
                  allowDecimals={allowDecimals}
                />
                <Legend series={series} />
              </Box>
            </Suspense>
            {/* A table's width follows its content: the box around it keeps it hidden without widening the page. */}
            <Box sx={visuallyHidden}>
              <table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{periodName}</th>
                    {series.map((entry) => (
                      <th key={entry.key} scope="col">
                        {entry.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{row.label}</th>
                      {series.map((entry) => (
                        <td key={entry.key}>{formatValue(row.values[entry.key] ?? 0, entry.key)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </Box>
          </>
        ) : (
          <Skeleton variant="rectangular" height={statsChartHeight} />
        )}
      </CardContent>
    </Card>
  );
}
