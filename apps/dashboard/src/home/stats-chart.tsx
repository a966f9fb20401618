import { Box, useTheme } from '@mui/material';
import { scaleBand, scaleLinear } from 'd3-scale';
import { type PointerEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SeriesRow } from './operator-series.ts';
import { seriesColour } from './series-colours.ts';
import { statsChartHeight } from './stats-chart-height.ts';
import { categoryTicks, labelWidth, tickFontSize, valueAxis } from './stats-chart-ticks.ts';

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

/** Space around the drawing, in pixels; the category axis's labels take the band below it. */
const margin = { top: 8, side: 8, axis: 30 };
/** Space between a value label and the bars, and between the tooltip and the pointer. */
const labelGap = 8;
const pointerGap = 12;

/** The width of the element `ref` holds, followed as it changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    // Where there is no ResizeObserver (an older test DOM), the width read once is the width.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Bars of one or more series side by side per period (playlists added; licences by plan; revenue), over grid
 * lines at the values labelled on the value axis. In a right-to-left language the first period is on the right,
 * the value axis on the right and the tooltip reads right to left. The drawing is for the eye: the card gives
 * screen readers a table of the same numbers, so nothing in it takes focus. One module for every chart of the
 * home, so all of them arrive in one chunk after the figures.
 */
export function SeriesChart({ rows, series, title, formatValue, allowDecimals = false }: SeriesChartProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [boxRef, width] = useWidth();
  const [hovered, setHovered] = useState<{ index: number; x: number; y: number } | null>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);

  const axisWidth = allowDecimals ? 72 : 40;
  const plotStart = rtl ? margin.side : margin.side + axisWidth;
  const plotEnd = Math.max(plotStart, rtl ? width - margin.side - axisWidth : width - margin.side);
  const plotTop = margin.top;
  const plotBottom = statsChartHeight - margin.axis;
  const axisSeries = series[0]?.key ?? '';
  const label = theme.palette.text.secondary;
  const fontFamily = theme.typography.fontFamily ?? 'sans-serif';

  const values = rows.flatMap((row) => series.map((entry) => row.values[entry.key] ?? 0));
  const axis = valueAxis(Math.min(0, ...values), Math.max(0, ...values), allowDecimals);
  const y = scaleLinear().domain(axis.domain).range([plotBottom, plotTop]);
  // One band per period, in reading order: from the right in a right-to-left language.
  const band = scaleBand<number>()
    .domain(rows.map((_, index) => index))
    .range(rtl ? [plotEnd, plotStart] : [plotStart, plotEnd])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const step = band.step();
  const barGap = series.length > 1 ? Math.min(4, band.bandwidth() * 0.1) : 0;
  const barWidth = Math.max(
    0,
    (band.bandwidth() - barGap * (series.length - 1)) / Math.max(1, series.length),
  );
  // Where a period's band starts on screen (its left edge), the pointer's band found the other way round.
  const bandLeft = (index: number) => (band(index) ?? 0) - (step * band.paddingInner()) / 2;

  const widths = useMemo(() => rows.map((row) => labelWidth(row.label, fontFamily)), [rows, fontFamily]);
  const shown = categoryTicks(
    rows.map((_, index) => ({ x: (band(index) ?? 0) + band.bandwidth() / 2, width: widths[index] ?? 0 })),
    plotStart,
    plotEnd,
  );

  const hoveredRow = hovered ? rows[hovered.index] : undefined;
  // The tooltip beside the pointer, on the other side of it near the box's edge, never outside the box.
  useLayoutEffect(() => {
    const tooltip = tooltipRef.current;
    if (!tooltip || !hovered) return;
    const { offsetWidth: w, offsetHeight: h } = tooltip;
    const beside = hovered.x + pointerGap + w <= width ? hovered.x + pointerGap : hovered.x - pointerGap - w;
    const below =
      hovered.y + pointerGap + h <= statsChartHeight ? hovered.y + pointerGap : hovered.y - pointerGap - h;
    tooltip.style.left = `${Math.max(0, Math.min(beside, width - w))}px`;
    tooltip.style.top = `${Math.max(0, Math.min(below, statsChartHeight - h))}px`;
  }, [hovered, width]);

  const point = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const pointerY = event.clientY - box.top;
    const index = rows.findIndex((_, candidate) => {
      const left = bandLeft(candidate);
      return x >= left && x < left + step;
    });
    setHovered(index < 0 || pointerY > plotBottom ? null : { index, x, y: pointerY });
  };

  return (
    <Box
      ref={boxRef}
      aria-hidden="true"
      sx={{ position: 'relative', width: '100%', height: statsChartHeight, overflow: 'hidden' }}
    >
      {width > 0 ? (
        <svg
          data-chart="bars"
          width={width}
          height={statsChartHeight}
          viewBox={`0 0 ${width} ${statsChartHeight}`}
          aria-hidden="true"
          style={{ position: 'absolute', top: 0, left: 0, direction: theme.direction }}
          fontSize={tickFontSize}
          fontFamily={fontFamily}
          onPointerMove={point}
          onPointerDown={point}
          onPointerLeave={() => setHovered(null)}
        >
          <title>{title}</title>
          {axis.ticks.map((tick) => (
            <line
              key={tick}
              x1={plotStart}
              x2={plotEnd}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.palette.divider}
              shapeRendering="crispEdges"
            />
          ))}
          {hovered && hoveredRow ? (
            <rect
              x={bandLeft(hovered.index)}
              y={plotTop}
              width={step}
              height={plotBottom - plotTop}
              fill={theme.palette.action.hover}
            />
          ) : null}
          {rows.map((row, index) =>
            series.map((entry, place) => {
              const value = row.values[entry.key] ?? 0;
              if (value === 0) return null;
              // Series side by side in reading order: the first on the right in a right-to-left language.
              const slot = rtl ? series.length - 1 - place : place;
              const top = Math.min(y(value), y(0));
              return (
                <rect
                  key={`${row.key}-${entry.key}`}
                  data-bar=""
                  data-series={entry.key}
                  data-period={row.key}
                  x={(band(index) ?? 0) + slot * (barWidth + barGap)}
                  y={top}
                  width={barWidth}
                  height={Math.abs(y(value) - y(0))}
                  fill={seriesColour(theme, place)}
                />
              );
            }),
          )}
          <line
            x1={plotStart}
            x2={plotEnd}
            y1={plotBottom}
            y2={plotBottom}
            stroke={label}
            shapeRendering="crispEdges"
          />
          {axis.ticks.map((tick) => (
            <text
              key={tick}
              data-axis="value"
              // The end of the text is beside the bars: its right on the left of them, its left on the right.
              x={rtl ? plotEnd + labelGap : plotStart - labelGap}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              fill={label}
            >
              {formatValue(tick, axisSeries)}
            </text>
          ))}
          {shown.map((tick) => (
            <text
              key={rows[tick.index]?.key}
              data-axis="category"
              x={tick.x}
              y={plotBottom + labelGap}
              dy="0.71em"
              textAnchor="middle"
              fill={label}
            >
              {rows[tick.index]?.label}
            </text>
          ))}
        </svg>
      ) : null}
      {hovered && hoveredRow ? (
        <Box
          ref={tooltipRef}
          data-chart-tooltip=""
          // Inline, as the theme's right-to-left styles would turn a direction or an alignment in `sx` round.
          style={{ direction: theme.direction, textAlign: rtl ? 'right' : 'left' }}
          sx={{
            position: 'absolute',
            pointerEvents: 'none',
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 1,
            px: 1.25,
            py: 1,
            ...theme.typography.body2,
            // As wide as its longest line, and no wider than the chart.
            width: 'max-content',
            maxWidth: '100%',
          }}
        >
          <Box sx={{ mb: 0.5 }}>{hoveredRow.label}</Box>
          {series.map((entry, place) => (
            <Box key={entry.key} sx={{ color: seriesColour(theme, place) }}>
              {entry.name}: {formatValue(hoveredRow.values[entry.key] ?? 0, entry.key)}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
