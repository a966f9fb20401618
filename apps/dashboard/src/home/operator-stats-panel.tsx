import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { formatMoney, formatNumber } from '@vela/locales';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useDashboardLocale } from '../i18n/locale-format.ts';
import { dayRows, revenueRows, revenueTotals, total } from './operator-series.ts';
import { SeriesCard } from './series-card.tsx';
import type { ChartSeries } from './stats-chart.tsx';
import { monthAndYear } from './stats-series.ts';
import { usePeriodStats } from './use-period-stats.ts';

/** A figure in words once it is known; a skeleton of its width until then. */
const summaryOr = (text: string | undefined) => text ?? <Skeleton width="12ch" />;

/**
 * The operator's figures over every customer, for the month and year chosen on the home screen: devices
 * registered, licences sold and credits resellers bought per day, and revenue per month in each currency, from
 * licences and from credit packs.
 */
export default function OperatorStatsPanel({ year, month }: { year: number; month: number }) {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const { shown, failed } = usePeriodStats('getOperatorStats', year, month);
  const headingId = useId();

  const period = monthAndYear(year, month, locale);
  const yearText = formatNumber(year, locale, { useGrouping: false });
  const count = (value: number) => formatNumber(value, locale);
  const plans: ChartSeries[] = [
    { key: 'basic', name: translate('stats.operator.basic') },
    { key: 'premium', name: translate('stats.operator.premium') },
  ];
  const sources: ChartSeries[] = [
    { key: 'licences', name: translate('stats.operator.licenceSales') },
    { key: 'creditPacks', name: translate('stats.operator.creditPackSales') },
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
          summary={summaryOr(
            shown &&
              translate('stats.operator.newDevicesTotal', {
                total: count(total(shown.newDevicesPerDay)),
              }),
          )}
          periodName={translate('stats.day')}
          rows={shown && dayRows({ devices: shown.newDevicesPerDay }, year, month, locale)}
          series={[{ key: 'devices', name: translate('stats.operator.devices') }]}
          formatValue={count}
        />
        <SeriesCard
          testId="operator-licences"
          title={translate('stats.operator.licences', { period })}
          summary={summaryOr(
            shown &&
              translate('stats.operator.licencesTotal', {
                basic: count(total(shown.licencesPerDay.basic)),
                premium: count(total(shown.licencesPerDay.premium)),
              }),
          )}
          periodName={translate('stats.day')}
          rows={shown && dayRows(shown.licencesPerDay, year, month, locale)}
          series={plans}
          formatValue={count}
        />
        <SeriesCard
          testId="operator-credits-sold"
          title={translate('stats.operator.creditsSold', { period })}
          summary={summaryOr(
            shown &&
              translate('stats.operator.creditsSoldTotal', {
                total: count(total(shown.creditsSoldPerDay)),
              }),
          )}
          periodName={translate('stats.day')}
          rows={shown && dayRows({ credits: shown.creditsSoldPerDay }, year, month, locale)}
          series={[{ key: 'credits', name: translate('stats.operator.creditsSoldName') }]}
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
                summary={summaryOr(
                  series &&
                    translate('stats.operator.revenueTotal', {
                      amount: formatMoney({ amount, currency }, locale),
                    }),
                )}
                periodName={translate('stats.month')}
                rows={series && revenueRows(series, year, locale)}
                series={sources}
                formatValue={(value) => formatMoney({ amount: value, currency }, locale)}
                allowDecimals
              />
            );
          })
        )}
      </Box>
    </Box>
  );
}
