import { Alert, Box, Card, CardContent, Skeleton, Typography, useTheme } from '@mui/material';
import type { OperatorStats } from '@vela/api-client';
import { formatMoney, formatNumber, isLocale, type Locale } from '@vela/locales';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { visuallyHidden } from '../forms/visually-hidden.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { dayRows, revenueRows, revenueTotals, type SeriesRow, total } from './operator-series.ts';
import { seriesColour } from './series-colours.ts';
import type { ChartSeries } from './stats-chart.tsx';
import { statsChartHeight } from './stats-chart-height.ts';
import { monthAndYear } from './stats-series.ts';

// The same chunk as the playlists' charts: recharts arrives once.
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
  /** The figure in words, for everyone (and what a screen reader reads first). */
  summary: string | undefined;
  periodName: string;
  rows: readonly SeriesRow[] | undefined;
  series: readonly ChartSeries[];
  formatValue: (value: number, series: string) => string;
  allowDecimals?: boolean;
  testId: string;
}

/** A chart with its total in words and its numbers as a table for screen readers. */
function SeriesCard({
  title,
  summary,
  periodName,
  rows,
  series,
  formatValue,
  allowDecimals,
  testId,
}: SeriesCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }} data-testid={testId}>
      <CardContent>
        <Typography id={titleId} component="h3" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Typography gutterBottom data-testid={`${testId}-summary`}>
          {summary ?? <Skeleton width="12ch" />}
        </Typography>
        {rows ? (
          <>
            <Suspense fallback={<Skeleton variant="rectangular" height={statsChartHeight} />}>
              <Box aria-hidden="true">
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
            <Box component="table" sx={visuallyHidden}>
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
 * The operator's figures over every customer, for the month and year chosen on the home screen: devices
 * registered and licences sold per day, and revenue per month in each currency.
 */
export default function OperatorStatsPanel({ year, month }: { year: number; month: number }) {
  const translate = useTranslate();
  const [localeName] = useLocaleState();
  const locale: Locale = isLocale(localeName) ? localeName : 'en';
  const dataProvider = useDataProvider<AppDataProvider>();
  const [stats, setStats] = useState<OperatorStats>();
  const [failed, setFailed] = useState(false);
  const headingId = useId();

  useEffect(() => {
    let active = true;
    dataProvider.getJson<OperatorStats>(`stats/operator?year=${year}&month=${month}`).then(
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

  const shown = stats && stats.year === year && stats.month === month ? stats : undefined;
  const period = monthAndYear(year, month, locale);
  const yearText = formatNumber(year, locale, { useGrouping: false });
  const count = (value: number) => formatNumber(value, locale);
  const plans: ChartSeries[] = [
    { key: 'basic', name: translate('stats.operator.basic') },
    { key: 'premium', name: translate('stats.operator.premium') },
  ];
  const revenue = shown?.revenuePerMonth ?? [];
  const totals = revenueTotals(revenue);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        {translate('stats.operator.title')}
      </Typography>
      {failed ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {translate('stats.loadFailed')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <SeriesCard
          testId="operator-new-devices"
          title={translate('stats.operator.newDevices', { period })}
          summary={
            shown &&
            translate('stats.operator.newDevicesTotal', {
              total: count(total(shown.newDevicesPerDay)),
            })
          }
          periodName={translate('stats.day')}
          rows={shown && dayRows({ devices: shown.newDevicesPerDay }, year, month, locale)}
          series={[{ key: 'devices', name: translate('stats.operator.devices') }]}
          formatValue={count}
        />
        <SeriesCard
          testId="operator-licences"
          title={translate('stats.operator.licences', { period })}
          summary={
            shown &&
            translate('stats.operator.licencesTotal', {
              basic: count(total(shown.licencesPerDay.basic)),
              premium: count(total(shown.licencesPerDay.premium)),
            })
          }
          periodName={translate('stats.day')}
          rows={shown && dayRows(shown.licencesPerDay, year, month, locale)}
          series={plans}
          formatValue={count}
        />
        {shown && revenue.length === 0 ? (
          <Card component="section" data-testid="operator-revenue">
            <CardContent>
              <Typography component="h3" variant="h6" gutterBottom>
                {translate('stats.operator.revenue', { year: yearText })}
              </Typography>
              <Typography>{translate('stats.operator.noRevenue')}</Typography>
            </CardContent>
          </Card>
        ) : (
          (shown ? revenue : [undefined]).map((series) => {
            const currency = series?.currency ?? '';
            const amount = totals.find((entry) => entry.currency === currency)?.amount ?? 0;
            return (
              <SeriesCard
                key={currency || 'loading'}
                testId={`operator-revenue${currency ? `-${currency}` : ''}`}
                title={translate('stats.operator.revenueIn', { year: yearText, currency })}
                summary={
                  series &&
                  translate('stats.operator.revenueTotal', {
                    amount: formatMoney({ amount, currency }, locale),
                  })
                }
                periodName={translate('stats.month')}
                rows={series && revenueRows([series], year, locale)}
                series={[{ key: currency, name: translate('stats.operator.revenueName', { currency }) }]}
                formatValue={(value, key) => formatMoney({ amount: value, currency: key }, locale)}
                allowDecimals
              />
            );
          })
        )}
      </Box>
    </Box>
  );
}
