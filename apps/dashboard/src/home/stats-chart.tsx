import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { statsChartHeight } from './stats-chart-height.ts';
import type { StatsPoint } from './stats-series.ts';

export interface StatsChartProps {
  points: readonly StatsPoint[];
  /** The chart's name, for its keyboard layer and its SVG title. */
  title: string;
  /** The name of the counted figure, shown in the tooltip. */
  valueName: string;
  formatNumber: (value: number) => string;
}

/**
 * A bar chart of counts. In a right-to-left language the first bar is on the right, the value axis on the
 * right and the tooltip reads right to left.
 */
export default function StatsChart({ points, title, valueName, formatNumber }: StatsChartProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return (
    <BarChart
      responsive
      style={{ width: '100%', height: statsChartHeight }}
      data={points as StatsPoint[]}
      title={title}
      // The panel gives screen readers a table of the same numbers; the drawing is for the eye.
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
        allowDecimals={false}
        width={40}
        tickFormatter={(value: number) => formatNumber(value)}
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
        formatter={(value) => [formatNumber(Number(value)), valueName]}
      />
      <Bar dataKey="count" name={valueName} fill={theme.palette.primary.main} isAnimationActive={false} />
    </BarChart>
  );
}
