import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { SeriesRow } from './operator-series.ts';
import { seriesColour } from './series-colours.ts';
import { statsChartHeight } from './stats-chart-height.ts';

export interface ChartSeries {
  /** The key of the series' values in each row. */
  key: string;
  /** Its name in the tooltip (the card shows the legend). */
  name: string;
}

export interface SeriesChartProps {
  rows: readonly SeriesRow[];
  series: readonly ChartSeries[];
  /** The chart's name, for its SVG title. */
  title: string;
  formatValue: (value: number, series: string) => string;
  /** Whole numbers only (counts) or amounts. */
  allowDecimals?: boolean;
}

/**
 * Bars of one or more series side by side per period (playlists added; licences by plan; revenue). In a
 * right-to-left language the first period is on the right, the value axis on the right and the tooltip reads
 * right to left. One module for every chart of the home, so recharts and this code arrive as one chunk.
 */
export function SeriesChart({ rows, series, title, formatValue, allowDecimals = false }: SeriesChartProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  const axisSeries = series[0]?.key ?? '';
  return (
    <BarChart
      responsive
      style={{ width: '100%', height: statsChartHeight }}
      data={data}
      title={title}
      // The card gives screen readers a table of the same numbers; the drawing is for the eye.
      accessibilityLayer={false}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
    >
      <CartesianGrid vertical={false} stroke={theme.palette.divider} />
      <XAxis
        dataKey="label"
        reversed={rtl}
        interval="preserveStartEnd"
        tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
        tickLine={false}
      />
      <YAxis
        orientation={rtl ? 'right' : 'left'}
        allowDecimals={allowDecimals}
        width={allowDecimals ? 72 : 40}
        tickFormatter={(value: number) => formatValue(value, axisSeries)}
        tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
        tickLine={false}
        axisLine={false}
      />
      <Tooltip
        cursor={{ fill: theme.palette.action.hover }}
        wrapperStyle={{ direction: theme.direction }}
        contentStyle={{
          direction: theme.direction,
          textAlign: rtl ? 'right' : 'left',
          background: theme.palette.background.paper,
          color: theme.palette.text.primary,
          borderColor: theme.palette.divider,
        }}
        formatter={(value, _name, item) => [
          formatValue(Number(value), String(item.dataKey)),
          series.find((entry) => entry.key === item.dataKey)?.name ?? '',
        ]}
      />
      {series.map((entry, index) => (
        <Bar
          key={entry.key}
          dataKey={entry.key}
          name={entry.name}
          fill={seriesColour(theme, index)}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
