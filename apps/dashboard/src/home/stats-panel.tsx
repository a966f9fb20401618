import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { formatNumber } from '@vela/locales';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDashboardLocale } from '../i18n/locale-format.ts';
import { FigureGrid } from './figure-grid.tsx';
import type { SeriesRow } from './operator-series.ts';
import { SeriesCard } from './series-card.tsx';
import {
  daySeries,
  monthAndYear,
  monthName,
  monthSeries,
  type StatsPoint,
  yearChoices,
} from './stats-series.ts';
import { usePeriodStats } from './use-period-stats.ts';

/** Playlists added per period, as rows of the one series the home's playlist charts draw. */
const addedRows = (points: readonly StatsPoint[]): SeriesRow[] =>
  points.map(({ key, label, count }) => ({ key, label, values: { count } }));

/**
 * The home screen's figures: devices and playlists, and playlists added per month and per day. `more`
 * renders further figures for the same year and month (the operator's), before the note on UTC.
 */
export function StatsPanel({ more }: { more?: (period: { year: number; month: number }) => ReactNode }) {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const today = new Date();
  const [year, setYear] = useState(today.getUTCFullYear());
  const [month, setMonth] = useState(today.getUTCMonth() + 1);
  const { shown, failed } = usePeriodStats('getStats', year, month);
  const headingId = useId();
  const number = (value: number) => formatNumber(value, locale);
  const added = [{ key: 'count', name: translate('stats.added') }];

  const figures = [
    ['devices', shown?.devices],
    ['playlists', shown?.playlists],
    ['visible', shown?.visible],
    ['hidden', shown?.hidden],
  ] as const;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Typography id={headingId} component="h2" variant="h5">
          {translate('stats.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField
            select
            size="small"
            label={translate('stats.year')}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            sx={{ minWidth: 110 }}
          >
            {yearChoices(today.getUTCFullYear()).map((choice) => (
              <MenuItem key={choice} value={choice}>
                {formatNumber(choice, locale, { useGrouping: false })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('stats.month')}
            value={month}
            onChange={(event) => setMonth(Number(event.target.value))}
            sx={{ minWidth: 150 }}
          >
            {Array.from({ length: 12 }, (_, index) => index + 1).map((choice) => (
              <MenuItem key={choice} value={choice}>
                {monthName(year, choice, locale)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Box>
      {failed ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('stats.loadFailed')}
        </Alert>
      ) : null}
      <FigureGrid
        figures={figures.map(([key, value]) => ({ key, label: translate(`stats.${key}`), value }))}
        locale={locale}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <SeriesCard
          title={translate('stats.perMonth', { year: formatNumber(year, locale, { useGrouping: false }) })}
          periodName={translate('stats.month')}
          rows={shown && addedRows(monthSeries(shown.perMonth, year, locale))}
          series={added}
          formatValue={number}
          chartTestId="stats-chart"
        />
        <SeriesCard
          title={translate('stats.perDay', { period: monthAndYear(year, month, locale) })}
          periodName={translate('stats.day')}
          rows={shown && addedRows(daySeries(shown.perDay, year, month, locale))}
          series={added}
          formatValue={number}
          chartTestId="stats-chart"
        />
      </Box>
      {more?.({ year, month })}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('stats.utc')}
      </Typography>
    </Box>
  );
}
