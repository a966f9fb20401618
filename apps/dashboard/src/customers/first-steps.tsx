import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { deviceClaimPath } from '../devices/paths.ts';
import { sitePage } from '../devices/site-links.ts';
import { useDashboardLocale } from '../i18n/locale-format.ts';
import { dashboardBase } from '../providers/auth-client.ts';

const dismissedKey = (userId: string | number) => `vela.first-steps.dismissed.${userId}`;

function isDismissed(userId: string | number | undefined): boolean {
  if (userId === undefined) return false;
  try {
    return localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

interface Step {
  key: string;
  done: boolean;
  action?: ReactNode;
}

/**
 * A new customer's way to a first TV and a first playlist, on their home: install the app, open it, enter the
 * code it shows (or scan its QR code), add a playlist. Each step is done by what the account holds, not by a
 * click; the card leaves once both are there, or when its owner dismisses it.
 */
export function FirstSteps() {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const headingId = useId();
  const { identity } = useGetIdentity();
  const [dismissed, setDismissed] = useState(() => isDismissed(identity?.id));
  const customer = identity?.role === 'customer';
  const enabled = customer && !dismissed && !isDismissed(identity?.id);
  const devices = useGetList('devices', { pagination: { page: 1, perPage: 1 } }, { enabled });
  const playlists = useGetList('playlists', { pagination: { page: 1, perPage: 1 } }, { enabled });
  if (!enabled || !identity) return null;
  if (devices.isPending || playlists.isPending) return <LinearProgress sx={{ mt: 2 }} aria-hidden />;
  if (devices.error || playlists.error) return null;
  const hasDevice = (devices.total ?? 0) > 0;
  const hasPlaylist = (playlists.total ?? 0) > 0;
  if (hasDevice && hasPlaylist) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(identity.id), '1');
    } catch {
      // Private browsing: the card goes for this visit only.
    }
    setDismissed(true);
  };

  const steps: Step[] = [
    {
      key: 'install',
      done: hasDevice,
      action: (
        <Button href={sitePage('/download', locale)} size="small" variant="outlined">
          {translate('dashboard.home.first_steps.install_action')}
        </Button>
      ),
    },
    { key: 'open', done: hasDevice },
    {
      key: 'pair',
      done: hasDevice,
      action: (
        <Button component={Link} to={`${dashboardBase}${deviceClaimPath}`} size="small" variant="contained">
          {translate('dashboard.home.first_steps.pair_action')}
        </Button>
      ),
    },
    {
      key: 'playlist',
      done: hasPlaylist,
      action: hasDevice ? (
        <Button component={Link} to={`${dashboardBase}/playlists/create`} size="small" variant="contained">
          {translate('dashboard.home.first_steps.playlist_action')}
        </Button>
      ) : undefined,
    },
  ];

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }} data-testid="first-steps">
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('dashboard.home.first_steps.title')}
        </Typography>
        <Typography>{translate('dashboard.home.first_steps.intro')}</Typography>
        <List component="ol" sx={{ listStyle: 'none', p: 0 }}>
          {steps.map((step) => (
            <ListItem key={step.key} disableGutters alignItems="flex-start" sx={{ flexWrap: 'wrap' }}>
              <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
                {step.done ? <CheckCircle color="success" /> : <RadioButtonUnchecked color="action" />}
              </ListItemIcon>
              <ListItemText
                primary={translate(`dashboard.home.first_steps.${step.key}`)}
                secondary={
                  <>
                    {translate(`dashboard.home.first_steps.${step.key}_help`)}{' '}
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {translate(
                        step.done ? 'dashboard.home.first_steps.done' : 'dashboard.home.first_steps.to_do',
                      )}
                    </Box>
                  </>
                }
              />
              {!step.done && step.action ? (
                <Box sx={{ mt: 0.5, width: '100%', paddingInlineStart: '40px' }}>{step.action}</Box>
              ) : null}
            </ListItem>
          ))}
        </List>
        <Button onClick={dismiss} size="small">
          {translate('dashboard.home.first_steps.dismiss')}
        </Button>
      </CardContent>
    </Card>
  );
}
