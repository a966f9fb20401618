import { Alert, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { accountSections } from '../account/sections.ts';
import { useAccountProfile } from '../account/use-account-profile.ts';
import { FirstSteps } from '../customers/first-steps.tsx';
import { dashboardBase } from '../providers/auth-client.ts';
import { OperatorTickets } from './operator-tickets.tsx';
import { statsChartHeight } from './stats-chart-height.ts';
import { StatsPanel } from './stats-panel.tsx';

// Only operators see the business figures: their code stays out of everyone else's home screen.
const OperatorStatsPanel = lazy(() => import('./operator-stats-panel.tsx'));

// A reseller's business figures: their code stays out of customers' and operators' home screens.
const ResellerStatsPanel = lazy(() => import('./reseller-stats-panel.tsx'));

function operatorFigures(period: { year: number; month: number }) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={statsChartHeight} sx={{ mt: 3 }} />}>
      <OperatorStatsPanel {...period} />
    </Suspense>
  );
}

/**
 * The first screen after sign-in: a greeting by name, a prompt to complete the profile until it is, and the
 * figures of what the person owns; resellers first see their business (clients, playlists by code and by
 * API key, licences, failing and busiest hosts); operators see every customer's, the tickets waiting for
 * support, and the business: new devices, licences sold and revenue.
 */
export function Home() {
  const translate = useTranslate();
  const { canAccess: operator } = useCanAccess({ resource: 'stats.operator', action: 'read' });
  const { canAccess: reseller } = useCanAccess({ resource: 'stats.reseller', action: 'read' });
  const { identity } = useGetIdentity();
  const { profile } = useAccountProfile();

  const name = profile?.fullName || identity?.fullName;
  const incomplete = profile !== undefined && (!profile.fullName || !profile.country);
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title={translate('dashboard.menu.home')} />
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {name ? translate('dashboard.home.greeting', { name }) : translate('dashboard.home.welcome')}
          </Typography>
          <Typography>{translate('dashboard.home.intro')}</Typography>
          {incomplete ? (
            <Alert
              severity="info"
              sx={{ mt: 2 }}
              action={
                <Button
                  component={Link}
                  to={`${dashboardBase}${accountSections.profile}`}
                  color="inherit"
                  size="small"
                >
                  {translate('dashboard.home.completeAction')}
                </Button>
              }
            >
              {translate('dashboard.home.completeProfile')}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      <FirstSteps />
      <OperatorTickets />
      {reseller && operator === false ? (
        <Suspense fallback={<Skeleton variant="rectangular" height={statsChartHeight} sx={{ mt: 3 }} />}>
          <ResellerStatsPanel />
        </Suspense>
      ) : null}
      <StatsPanel more={operator ? operatorFigures : undefined} />
    </>
  );
}
