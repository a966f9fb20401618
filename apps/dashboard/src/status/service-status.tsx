import { Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@vela/api-client';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';

type Status = { state: 'checking' } | { state: 'ok'; health: HealthResponse } | { state: 'unavailable' };

/** Whether the API and its database answer right now. */
export function ServiceStatus() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => dataProvider.getHealth(),
    // The answer of this moment, read on each visit and each press of the button, never tried again.
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const status: Status = health.isFetching
    ? { state: 'checking' }
    : health.data
      ? { state: 'ok', health: health.data }
      : { state: 'unavailable' };
  const check = () => health.refetch();

  const label = (state: 'ok' | 'unavailable') => translate(`dashboard.health.${state}`);
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={translate('dashboard.health.title')} />
      <CardHeader title={translate('dashboard.health.title')} component="h1" />
      <CardContent>
        <Stack
          component="dl"
          spacing={2}
          sx={{ m: 0 }}
          aria-live="polite"
          aria-busy={status.state === 'checking'}
        >
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography component="dt" sx={{ minWidth: 120, fontWeight: 600 }}>
              {translate('dashboard.health.api')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {status.state === 'checking' ? (
                translate('dashboard.health.checking')
              ) : (
                <Chip color={status.state === 'ok' ? 'success' : 'error'} label={label(status.state)} />
              )}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography component="dt" sx={{ minWidth: 120, fontWeight: 600 }}>
              {translate('dashboard.health.database')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {status.state === 'ok'
                ? translate(`dashboard.health.engine.${status.health.db}`)
                : status.state === 'unavailable'
                  ? label('unavailable')
                  : translate('dashboard.health.checking')}
            </Typography>
          </Stack>
        </Stack>
        <Button
          sx={{ mt: 3 }}
          variant="outlined"
          onClick={() => void check()}
          disabled={status.state === 'checking'}
        >
          {translate('dashboard.health.refresh')}
        </Button>
      </CardContent>
    </Card>
  );
}
