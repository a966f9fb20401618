import {
  Alert,
  Box,
  Card,
  CardContent,
  Link as MuiLink,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ResellerStats } from '@vela/api-client';
import { formatNumber, type Locale } from '@vela/locales';
import { type ReactNode, useId } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { creditsPath } from '../credits/paths.ts';
import { useDashboardLocale } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident-text.tsx';
import { dashboardBase } from '../providers/auth-client.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { FigureGrid } from './figure-grid.tsx';
import { lastDaysRows, licenceRows, sum } from './reseller-series.ts';
import { SeriesCard } from './series-card.tsx';

/** A dashboard list with `filter` applied and its inputs shown. */
const filteredList = (resource: string, filter: Record<string, unknown>) =>
  `${dashboardBase}/${resource}?${new URLSearchParams({
    filter: JSON.stringify(filter),
    displayedFilters: JSON.stringify(Object.fromEntries(Object.keys(filter).map((key) => [key, true]))),
  })}`;

/** A figure in words once it is known; a skeleton of its width until then. */
const summaryOr = (text: string | undefined) => text ?? <Skeleton width="12ch" />;

/** A card of named hosts with their counts, as a table everyone reads (hosts are too long for a chart's axis). */
function HostsCard({
  testId,
  title,
  summary,
  columns,
  rows,
  action,
}: {
  testId: string;
  title: string;
  summary: ReactNode;
  columns: readonly string[];
  rows: readonly { host: string; values: readonly string[] }[] | undefined;
  action?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }} data-testid={testId}>
      <CardContent>
        <Typography id={titleId} component="h3" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Typography gutterBottom data-testid={`${testId}-summary`}>
          {summary}
        </Typography>
        {rows === undefined ? (
          <Skeleton variant="rectangular" height={120} />
        ) : rows.length > 0 ? (
          // Long host names scroll inside the card instead of widening a phone's page.
          <TableContainer>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  {columns.map((column, index) => (
                    <TableCell key={column} align={index === 0 ? undefined : 'right'}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.host}>
                    <TableCell component="th" scope="row">
                      <MuiLink component={Link} to={filteredList('clients', { host: row.host })}>
                        <Ident>{row.host}</Ident>
                      </MuiLink>
                    </TableCell>
                    {row.values.map((value, index) => (
                      <TableCell key={columns[index + 1]} align="right">
                        {value}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        {action}
      </CardContent>
    </Card>
  );
}

/**
 * The reseller's balance of credits, whether it is frozen (a suspended account), and the way to the Credits
 * page, where it is spent and its movements are listed.
 */
function CreditsFigure({
  credits,
  locale,
}: {
  credits: ResellerStats['credits'] | undefined;
  locale: Locale;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ mb: 2 }}
      data-testid="reseller-credits"
    >
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}>
        <Box>
          <Typography id={titleId} component="h3" color="text.secondary">
            {translate('business.credits')}
          </Typography>
          <Typography component="p" variant="h4" data-testid="reseller-credits-balance">
            {credits === undefined ? <Skeleton width="3ch" /> : formatNumber(credits.balance, locale)}
          </Typography>
        </Box>
        {credits?.frozen ? (
          <Alert severity="warning" sx={{ flex: '1 1 16rem' }}>
            {translate('business.creditsFrozen')}
          </Alert>
        ) : null}
        <MuiLink component={Link} to={creditsPath}>
          {translate('business.openCredits')}
        </MuiLink>
      </CardContent>
    </Card>
  );
}

/**
 * A reseller's business over the last 30 days (UTC), counted by the API over their reach only: clients today
 * and per day, their credits, playlists added by code and by API key, activations, clients by licence, the
 * hosts failing now and the busiest hosts. Each chart has its figure in words and a table of its numbers for screen readers.
 */
export default function ResellerStatsPanel() {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: shown, isError: failed } = useQuery({
    queryKey: ['stats', 'getResellerStats'],
    queryFn: () => dataProvider.getResellerStats(),
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });
  const headingId = useId();

  const count = (value: number) => formatNumber(value, locale);
  const newClients = shown && sum(shown.newClientsPerDay);
  const figures = [
    ['clientsToday', shown?.clients],
    ['newClients', newClients],
    ['licensed', shown?.licences.lifetime],
    ['failingNow', shown?.failingHosts.total],
  ] as const;
  const busiest = shown?.topHosts[0];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }} data-testid="reseller-stats">
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        {translate('business.title')}
      </Typography>
      {failed ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {translate('stats.loadFailed')}
        </Alert>
      ) : null}
      <FigureGrid
        figures={figures.map(([key, value]) => ({ key, label: translate(`business.${key}`), value }))}
        locale={locale}
      />
      <CreditsFigure credits={shown?.credits} locale={locale} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <SeriesCard
          testId="reseller-clients"
          title={translate('business.clientsPerDay')}
          summary={summaryOr(
            shown &&
              translate('business.clientsSummary', {
                clients: count(shown.clients),
                added: count(newClients ?? 0),
              }),
          )}
          periodName={translate('stats.day')}
          rows={shown && lastDaysRows(shown.days, { clients: shown.clientsPerDay }, locale)}
          series={[{ key: 'clients', name: translate('business.clients') }]}
          formatValue={count}
          chartTestId="stats-chart"
        />
        <SeriesCard
          testId="reseller-playlists"
          title={translate('business.playlistsPerDay')}
          summary={summaryOr(
            shown &&
              translate('business.playlistsSummary', {
                byCode: count(sum(shown.playlistsPerDay.code)),
                byKey: count(sum(shown.playlistsPerDay.integration)),
              }),
          )}
          periodName={translate('stats.day')}
          rows={shown && lastDaysRows(shown.days, shown.playlistsPerDay, locale)}
          series={[
            { key: 'code', name: translate('business.byCode') },
            { key: 'integration', name: translate('business.byKey') },
          ]}
          formatValue={count}
          chartTestId="stats-chart"
        />
        <SeriesCard
          testId="reseller-activations"
          title={translate('business.activationsPerDay')}
          summary={summaryOr(
            shown && translate('business.activationsSummary', { total: count(sum(shown.activationsPerDay)) }),
          )}
          periodName={translate('stats.day')}
          rows={shown && lastDaysRows(shown.days, { activations: shown.activationsPerDay }, locale)}
          series={[{ key: 'activations', name: translate('business.activations') }]}
          formatValue={count}
          chartTestId="stats-chart"
        />
        <SeriesCard
          testId="reseller-licences"
          title={translate('business.licences')}
          summary={summaryOr(
            shown &&
              translate('business.licencesSummary', {
                lifetime: count(shown.licences.lifetime),
                trial: count(shown.licences.trial),
                none: count(shown.licences.none),
              }),
          )}
          periodName={translate('business.licence')}
          rows={shown && licenceRows(shown.licences, (kind) => translate(`business.${kind}`))}
          series={[{ key: 'clients', name: translate('business.clients') }]}
          formatValue={count}
          chartTestId="stats-chart"
        />
        <HostsCard
          testId="reseller-failing"
          title={translate('business.failingTitle')}
          summary={summaryOr(
            shown &&
              (shown.failingHosts.total === 0
                ? translate('business.noneFailing')
                : translate('business.failingSummary', { total: count(shown.failingHosts.total) })),
          )}
          columns={[
            translate('business.host'),
            translate('business.failedClients'),
            translate('business.okClients'),
          ]}
          rows={shown?.failingHosts.hosts.map((host) => ({
            host: host.host,
            values: [count(host.failedClients), count(host.okClients)],
          }))}
          action={
            <MuiLink
              component={Link}
              to={filteredList('host-health', { flagged: true })}
              sx={{ display: 'inline-block', mt: 1 }}
            >
              {translate('business.openHostHealth')}
            </MuiLink>
          }
        />
        <HostsCard
          testId="reseller-top-hosts"
          title={translate('business.topHosts')}
          summary={summaryOr(
            shown &&
              (busiest
                ? translate('business.topHostsSummary', {
                    host: busiest.host,
                    clients: count(busiest.clients),
                  })
                : translate('business.noClients')),
          )}
          columns={[translate('business.host'), translate('business.clients')]}
          rows={shown?.topHosts.map((host) => ({ host: host.host, values: [count(host.clients)] }))}
        />
      </Box>
    </Box>
  );
}
