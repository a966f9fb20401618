import { Alert, Box, Card, CardContent, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import type { AdminStats } from '@vela/api-client';
import { formatNumber, isLocale, type Locale } from '@vela/locales';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { visuallyHidden } from '../forms/visually-hidden.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { statsChartHeight } from './stats-chart-height.ts';
import {
  daySeries,
  monthAndYear,
  monthName,
  monthSeries,
  type StatsPoint,
  yearChoices,
} from './stats-series.ts';

// recharts is the heaviest part of the home screen: it arrives after the figures, in its own chunk.
const StatsChart = lazy(() => import('./stats-chart.tsx'));

function useLocale(): Locale {
  const [locale] = useLocaleState();
  return isLocale(locale) ? locale : 'en';
}

function Figure({ label, value, locale }: { label: string; value: number | undefined; locale: Locale }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography color="text.secondary" component="span" display="block">
          {label}
        </Typography>
        <Typography component="span" variant="h4" display="block">
          {value === undefined ? <Skeleton width="3ch" /> : formatNumber(value, locale)}
        </Typography>
      </CardContent>
    </Card>
  );
}

interface ChartCardProps {
  title: string;
  /** Header of the table's first column: "Month" or "Day". */
  periodName: string;
  points: readonly StatsPoint[] | undefined;
  locale: Locale;
}

/**
 * A chart with its title, and the same numbers as a table for screen readers (the chart itself is for the
 * eye and the keyboard).
 */
function ChartCard({ title, periodName, points, locale }: ChartCardProps) {
  const translate = useTranslate();
  const titleId = useId();
  const number = (value: number) => formatNumber(value, locale);
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} component="h3" variant="h6" gutterBottom>
          {title}
        </Typography>
        {points ? (
          <>
            <Suspense fallback={<Skeleton variant="rectangular" height={statsChartHeight} />}>
              <Box data-testid="stats-chart" aria-hidden="true">
                <StatsChart
                  points={points}
                  title={title}
                  valueName={translate('stats.added')}
                  formatNumber={number}
                />
              </Box>
            </Suspense>
            <Box component="table" sx={visuallyHidden}>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{periodName}</th>
                  <th scope="col">{translate('stats.added')}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.key}>
                    <th scope="row">{point.label}</th>
                    <td>{number(point.count)}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </>
        ) : (
          <Skeleton variant="rectangular" height={statsChartHeight} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The home screen's figures: devices and playlists, and playlists added per month and per day. `more`
 * renders further figures for the same year and month (the operator's), before the note on UTC.
 */
export function StatsPanel({ more }: { more?: (period: { year: number; month: number }) => ReactNode }) {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const today = new Date();
  const [year, setYear] = useState(today.getUTCFullYear());
  const [month, setMonth] = useState(today.getUTCMonth() + 1);
  const [stats, setStats] = useState<AdminStats>();
  const [failed, setFailed] = useState(false);
  const headingId = useId();

  useEffect(() => {
    let active = true;
    dataProvider.getJson<AdminStats>(`stats?year=${year}&month=${month}`).then(
      (loaded) => {
        if (!active) return;
        setStats(loaded);
        setFailed(false);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [dataProvider, year, month]);

  // The figures on screen belong to the year and month chosen, or are still loading.
  const shown = stats && stats.year === year && stats.month === month ? stats : undefined;
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
      <Box
        component="ul"
        aria-busy={shown === undefined}
        sx={{
          p: 0,
          my: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {figures.map(([key, value]) => (
          <Figure key={key} label={translate(`stats.${key}`)} value={value} locale={locale} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <ChartCard
          title={translate('stats.perMonth', { year: formatNumber(year, locale, { useGrouping: false }) })}
          periodName={translate('stats.month')}
          points={shown && monthSeries(shown.perMonth, year, locale)}
          locale={locale}
        />
        <ChartCard
          title={translate('stats.perDay', { period: monthAndYear(year, month, locale) })}
          periodName={translate('stats.day')}
          points={shown && daySeries(shown.perDay, year, month, locale)}
          locale={locale}
        />
      </Box>
      {more?.({ year, month })}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('stats.utc')}
      </Typography>
    </Box>
  );
}
