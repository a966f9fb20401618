import SwapHoriz from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { AdminDevice } from '@vela/api-client';
import { isolateLtr } from '@vela/locales';
import { useId, useState } from 'react';
import {
  Button,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { deviceLabel } from './device-label.ts';
import { historyChanged } from './history-events.ts';

/**
 * A device as an option of the native picker names it: plain text, where no markup can isolate its id, so
 * Unicode's isolates do (`deviceLabel` for a named one; the id, then the brand, for one without a name).
 */
function optionLabel(device: AdminDevice): string {
  if (device.name) return deviceLabel(device);
  if (!device.device_brand) return isolateLtr(device.id);
  return `${isolateLtr(device.id)} (\u2068${device.device_brand}\u2069)`;
}

/**
 * Moves the device's lifetime licence and remaining Privacy Mode to another of the owner's devices. The
 * dialog names both devices before anything moves; only devices without a lifetime licence can receive it.
 */
export function TransferLicenceButton() {
  const record = useRecordContext<AdminDevice>();
  const [open, setOpen] = useState(false);
  if (!record?.lifetime) return null;
  return (
    <>
      <Button label="devices.transfer.action" onClick={() => setOpen(true)}>
        <SwapHoriz />
      </Button>
      {open ? <TransferLicenceDialog from={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function TransferLicenceDialog({ from, onClose }: { from: AdminDevice; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [target, setTarget] = useState('');
  const { data: devices = [], isPending } = useGetList<AdminDevice>('devices', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const candidates = devices.filter((device) => device.id !== from.id && !device.lifetime);
  const chosen = candidates.find((device) => device.id === target);
  const toLabel = chosen ? deviceLabel(chosen) : target;

  const transfer = useMutation({
    mutationFn: (to: string) => dataProvider.transferDeviceLicence(from.id, { to_deviceid: to }),
    onSuccess: (_moved, to) => {
      notify('devices.transfer.done', { type: 'success', messageArgs: { to: toLabel } });
      onClose();
      refresh();
      // Both devices' histories have the move now: the one on screen shows it at once.
      historyChanged([from.id, to]);
    },
  });
  const error = transfer.error
    ? transfer.error instanceof Error
      ? transfer.error.message
      : 'errors.dashboard.unexpected'
    : undefined;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {translate('devices.transfer.title', { from: deviceLabel(from) })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('devices.transfer.intro')}</DialogContentText>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {translate(error)}
          </Alert>
        ) : null}
        {!isPending && candidates.length === 0 ? (
          <Alert severity="info">{translate('devices.transfer.no_targets')}</Alert>
        ) : (
          <TextField
            select
            fullWidth
            id="transfer-target"
            label={translate('devices.transfer.target')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{translate('devices.transfer.choose')}</option>
            {candidates.map((device) => (
              <option key={device.id} value={device.id}>
                {optionLabel(device)}
              </option>
            ))}
          </TextField>
        )}
        {target ? (
          <DialogContentText sx={{ mt: 2 }} role="status">
            {translate('devices.transfer.confirm', { from: deviceLabel(from), to: toLabel })}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton
          variant="contained"
          disabled={!target || transfer.isPending}
          onClick={() => transfer.mutate(target)}
        >
          {translate('devices.transfer.submit')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
