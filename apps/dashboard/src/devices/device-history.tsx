import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDevice, DeviceHistoryEvent } from '@vela/api-client';
import { useEffect } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { useFormatDate } from './device-fields.tsx';
import { deviceLabel } from './device-label.ts';
import { onHistoryChanged } from './history-events.ts';

/**
 * The sentence that names an event: what happened, with the plan, the other device or the reseller (a name,
 * written as text) it concerns.
 */
function useEventText() {
  const translate = useTranslate();
  return (event: DeviceHistoryEvent) =>
    translate(`devices.history.kind.${event.kind}`, {
      plan: event.plan ? translate(`devices.history.plan.${event.plan}`) : '',
      device: event.other_device_id
        ? deviceLabel({ id: event.other_device_id, name: event.other_device_name })
        : translate('devices.no_data'),
      reseller: event.reseller_name ?? translate('devices.no_data'),
    });
}

/**
 * What changed the device's licence and owner, newest first, with who did it and why. Operators see who
 * acted; customers see an operator's change as made by support. Its page mounts it anew to reload it.
 */
export function DeviceHistory() {
  const record = useRecordContext<AdminDevice>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const eventText = useEventText();
  const queryClient = useQueryClient();
  const id = record?.id ?? '';
  const { data: events, isError: failed } = useQuery({
    queryKey: ['devices', 'listDeviceHistory', { id }],
    queryFn: () => dataProvider.listDeviceHistory(id),
    enabled: id !== '',
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });

  // Read again when another part of the page changed this device's history (a licence moved to or from it).
  useEffect(() => {
    if (!id) return;
    return onHistoryChanged((ids) => {
      if (ids.includes(id))
        void queryClient.invalidateQueries({ queryKey: ['devices', 'listDeviceHistory', { id }] });
    });
  }, [id, queryClient]);

  if (failed) return <Typography role="alert">{translate('errors.dashboard.data_provider')}</Typography>;
  if (!events) return null;
  if (events.length === 0) return <Typography>{translate('devices.history.empty')}</Typography>;
  const who = (event: DeviceHistoryEvent) =>
    event.actor_email ?? (event.by_support ? translate('devices.history.support') : null);
  return (
    <List dense disablePadding aria-label={translate('devices.show.history')}>
      {events.map((event) => {
        const actor = who(event);
        return (
          <ListItem key={event.id} divider disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemText
              primary={eventText(event)}
              secondary={
                <>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {formatDate(event.at, true)}
                    {actor ? ` · ${translate('devices.history.by', { who: actor })}` : ''}
                  </Typography>
                  {event.reason ? (
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    >
                      {translate('devices.history.reason', { reason: event.reason })}
                    </Typography>
                  ) : null}
                </>
              }
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
