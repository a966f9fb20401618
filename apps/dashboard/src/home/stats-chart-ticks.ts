import { scaleLinear } from 'd3-scale';

/** Font size of every label of a statistics chart, in pixels. */
export const tickFontSize = 12;

/** Space kept between two labels of the category axis, in pixels. */
const tickGap = 10;

/** A category label as the axis would draw it: centred on `x`, `width` pixels wide. */
export interface CategoryTick {
  x: number;
  width: number;
}

/** Where a shown label is drawn: its period's index and its centre, moved inside the axis at either end. */
export interface ShownTick {
  index: number;
  x: number;
}

/**
 * The labels of the category axis that fit between `start` and `end` (pixels, either order) without touching:
 * every one when they fit, else the first, the last and every `step`th between, with the smallest step that
 * leaves no two overlapping (what recharts calls `preserveStartEnd`). A label at either end is moved inwards
 * to stay inside the axis. Should even the first and the last not fit side by side, only the first is shown.
 */
export function categoryTicks(ticks: readonly CategoryTick[], start: number, end: number): ShownTick[] {
  const low = Math.min(start, end);
  const high = Math.max(start, end);
  const placed = ticks.map((tick, index) => {
    const half = tick.width / 2;
    // A label wider than the axis stays centred on it; otherwise it moves in as far as it must.
    const x =
      tick.width >= high - low ? (low + high) / 2 : Math.min(Math.max(tick.x, low + half), high - half);
    return { index, x, from: x - half, to: x + half };
  });
  const apart = (a: (typeof placed)[number], b: (typeof placed)[number]) =>
    a.to + tickGap <= b.from || b.to + tickGap <= a.from;
  const last = placed.at(-1);
  if (!last) return [];
  for (let step = 1; step < placed.length; step += 1) {
    const chosen = placed.filter(
      (tick) => tick.index < last.index && tick.index % step === 0 && (tick.index === 0 || apart(tick, last)),
    );
    chosen.push(last);
    if (chosen.every((tick, position) => position === 0 || apart(chosen[position - 1] ?? tick, tick))) {
      return chosen.map(({ index, x }) => ({ index, x }));
    }
  }
  const first = placed[0] ?? last;
  return [{ index: first.index, x: first.x }];
}

/**
 * How wide a label is drawn, in pixels. The browser measures it in the chart's font where it can (a canvas
 * off screen); elsewhere (a test DOM without canvas) it is estimated from its length.
 */
export function labelWidth(text: string, fontFamily: string): number {
  const context = measuringContext();
  if (context) {
    context.font = `${tickFontSize}px ${fontFamily}`;
    return context.measureText(text).width;
  }
  return text.length * tickFontSize * 0.6;
}

let measuring: OffscreenCanvasRenderingContext2D | null | undefined;

function measuringContext(): OffscreenCanvasRenderingContext2D | null {
  if (measuring === undefined) {
    measuring = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  }
  return measuring;
}

/** About how many values the value axis labels. */
const tickCount = 5;

/**
 * The value axis of values from `lowest` to `highest`: a "nice" domain from zero (rounded to the same steps as
 * its ticks, so that the top grid line is the top of the axis) and about five ticks on it.
 */
export function valueAxis(lowest: number, highest: number, allowDecimals: boolean) {
  const low = Math.min(0, lowest);
  // A chart of nothing but zeros still has an axis: a few counts, or one unit of money.
  const high = Math.max(0, highest) > low ? Math.max(0, highest) : allowDecimals ? 1 : 4;
  const scale = scaleLinear().domain([low, high]).nice(tickCount);
  const ticks = scale.ticks(tickCount).filter((tick) => allowDecimals || Number.isInteger(tick));
  const [from = low, to = high] = scale.domain();
  return { domain: [from, to] as const, ticks };
}
