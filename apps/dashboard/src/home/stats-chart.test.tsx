import { createTheme, ThemeProvider } from '@mui/material';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeriesRow } from './operator-series.ts';
import { type ChartSeries, SeriesChart } from './stats-chart.tsx';
import { categoryTicks, valueAxis } from './stats-chart-ticks.ts';

/** How wide the chart's box is in these tests: the test DOM lays nothing out. */
const boxWidth = 600;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: boxWidth, height: 260 }),
  );
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: boxWidth, height: 260 }),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** `count` labels `width` pixels wide, centred along an axis from 0 to `length`. */
const evenly = (count: number, length: number, width: number) =>
  Array.from({ length: count }, (_, index) => ({ x: ((index + 0.5) * length) / count, width }));

const overlapping = (shown: readonly { x: number }[], width: number) =>
  shown.some((tick, index) => index > 0 && tick.x - (shown[index - 1]?.x ?? 0) < width);

describe('categoryTicks', () => {
  it('shows every label when they all fit', () => {
    const shown = categoryTicks(evenly(12, 600, 24), 0, 600);
    expect(shown.map((tick) => tick.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('keeps the first and the last and thins the ones between so that none overlap', () => {
    for (const length of [200, 280, 320, 450, 600, 900]) {
      const ticks = evenly(31, length, 30);
      const shown = categoryTicks(ticks, 0, length);
      expect(shown[0]?.index).toBe(0);
      expect(shown.at(-1)?.index).toBe(30);
      expect(shown.length).toBeLessThan(31);
      expect(overlapping(shown, 30), `overlap at ${length} px`).toBe(false);
      // Every label drawn stays inside the axis.
      for (const tick of shown) {
        expect(tick.x - 15).toBeGreaterThanOrEqual(0);
        expect(tick.x + 15).toBeLessThanOrEqual(length);
      }
    }
  });

  it('counts from the right on an axis drawn right to left', () => {
    const ticks = evenly(31, 300, 30).reverse();
    const shown = categoryTicks(ticks, 300, 0);
    expect(shown[0]?.index).toBe(0);
    expect(shown.at(-1)?.index).toBe(30);
    expect(overlapping([...shown].reverse(), 30)).toBe(false);
  });

  it('shows the first label alone when even the first and the last do not fit', () => {
    expect(categoryTicks(evenly(5, 40, 30), 0, 40).map((tick) => tick.index)).toEqual([0]);
  });
});

describe('valueAxis', () => {
  it('has nice whole numbers for counts, from zero', () => {
    expect(valueAxis(0, 7, false).ticks.every(Number.isInteger)).toBe(true);
    expect(valueAxis(0, 3, false).ticks).toEqual([0, 1, 2, 3]);
    expect(valueAxis(0, 87, false)).toEqual({ domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] });
  });

  it('has fractions for amounts, and an axis when every value is zero', () => {
    expect(valueAxis(0, 1.3, true).ticks).toContain(0.2);
    expect(valueAxis(0, 0, false).ticks).toEqual([0, 1, 2, 3, 4]);
  });
});

const months: SeriesRow[] = ['Jan', 'Feb', 'Mar', 'Apr'].map((label, index) => ({
  key: index + 1,
  label,
  values: { basic: [3, 0, 5, 1][index] ?? 0, premium: [1, 2, 0, 0][index] ?? 0 },
}));
const plans: ChartSeries[] = [
  { key: 'basic', name: 'Basic' },
  { key: 'premium', name: 'Premium' },
];

function renderChart(direction: 'ltr' | 'rtl' = 'ltr') {
  const { container } = render(
    <ThemeProvider theme={createTheme({ direction })}>
      <SeriesChart
        rows={months}
        series={plans}
        title="Licences sold"
        formatValue={(value, series) => `${value} ${series}`}
      />
    </ThemeProvider>,
  );
  const svg = container.querySelector('svg[data-chart="bars"]');
  if (!(svg instanceof SVGSVGElement)) throw new Error('the chart is not drawn');
  return { container, svg };
}

const xOf = (element: Element) => Number(element.getAttribute('x'));

describe('SeriesChart', () => {
  it('draws a bar per value that is not zero, titled and hidden from screen readers', () => {
    const { container, svg } = renderChart();
    expect(svg.querySelector('title')?.textContent).toBe('Licences sold');
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    const bars = [...svg.querySelectorAll('rect[data-bar]')].map(
      (bar) => `${bar.getAttribute('data-period')}:${bar.getAttribute('data-series')}`,
    );
    expect(bars).toEqual(['1:basic', '1:premium', '2:premium', '3:basic', '4:basic']);
    expect(svg.querySelectorAll('[tabindex]')).toHaveLength(0);
    // Value labels are formatted as the first series' values.
    const values = [...svg.querySelectorAll('text[data-axis="value"]')].map((text) => text.textContent);
    expect(values[0]).toBe('0 basic');
  });

  it('draws the periods left to right, and right to left with the value axis on the right', () => {
    const ltr = renderChart('ltr');
    const ltrLabels = [...ltr.svg.querySelectorAll('text[data-axis="category"]')];
    expect(ltrLabels.map((text) => text.textContent)).toEqual(['Jan', 'Feb', 'Mar', 'Apr']);
    const ltrX = ltrLabels.map(xOf);
    expect(ltrX).toEqual([...ltrX].sort((a, b) => a - b));
    const ltrValueX = xOf(ltr.svg.querySelector('text[data-axis="value"]') ?? ltr.svg);
    expect(ltrValueX).toBeLessThan(boxWidth / 2);
    cleanup();

    const rtl = renderChart('rtl');
    const rtlX = [...rtl.svg.querySelectorAll('text[data-axis="category"]')].map(xOf);
    expect(rtlX).toEqual([...rtlX].sort((a, b) => b - a));
    expect(rtlX[0]).toBeGreaterThan(boxWidth / 2);
    const rtlValueX = xOf(rtl.svg.querySelector('text[data-axis="value"]') ?? rtl.svg);
    expect(rtlValueX).toBeGreaterThan(boxWidth / 2);
    // The first series' bar is on the right of its period's group.
    const first = rtl.svg.querySelector('rect[data-period="1"][data-series="basic"]');
    const second = rtl.svg.querySelector('rect[data-period="1"][data-series="premium"]');
    if (!first || !second) throw new Error('the bars are not drawn');
    expect(xOf(first)).toBeGreaterThan(xOf(second));
  });

  it('tells the period and each series under the pointer, and nothing once it leaves', () => {
    const { container, svg } = renderChart();
    const feb = [...svg.querySelectorAll('text[data-axis="category"]')].find(
      (text) => text.textContent === 'Feb',
    );
    if (!feb) throw new Error('February is not labelled');
    fireEvent.pointerMove(svg, { clientX: xOf(feb), clientY: 100 });
    const tooltip = container.querySelector('[data-chart-tooltip]');
    expect(tooltip?.textContent).toBe('FebBasic: 0 basicPremium: 2 premium');
    fireEvent.pointerLeave(svg);
    expect(container.querySelector('[data-chart-tooltip]')).toBeNull();
  });

  it('reads the tooltip right to left in a right-to-left language', () => {
    const { container, svg } = renderChart('rtl');
    const jan = [...svg.querySelectorAll('text[data-axis="category"]')].find(
      (text) => text.textContent === 'Jan',
    );
    if (!jan) throw new Error('January is not labelled');
    fireEvent.pointerMove(svg, { clientX: xOf(jan), clientY: 100 });
    const tooltip = container.querySelector<HTMLElement>('[data-chart-tooltip]');
    expect(tooltip?.textContent).toBe('JanBasic: 3 basicPremium: 1 premium');
    expect(tooltip?.style.direction).toBe('rtl');
    expect(tooltip?.style.textAlign).toBe('right');
  });
});
