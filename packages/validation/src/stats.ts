import { z } from 'zod';
import { statsYears } from './input/calendar.ts';
import { validationKeys as keys } from './messages.ts';

export { daysInMonth, statsYears } from './input/calendar.ts';

const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: keys.number })
    .int({ error: keys.number })
    .min(min, { error: keys.minValue })
    .max(max, { error: keys.maxValue });

/**
 * `GET /api/admin/stats?year=YYYY&month=M`: the year of the chart per month and the month (1-12) of the
 * chart per day. Either may be left out for the current one (in UTC, like the figures).
 */
export const statsQuerySchema = z.object({
  year: whole(statsYears.min, statsYears.max).optional(),
  month: whole(1, 12).optional(),
});

export type StatsQuery = z.infer<typeof statsQuerySchema>;
