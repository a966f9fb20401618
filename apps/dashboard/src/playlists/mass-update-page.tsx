import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  ListItem,
  MenuItem,
  List as MuiList,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MassHostUndoResult, MassHostUpdatePreview, MassHostUpdateResult } from '@vela/api-client';
import { massHostUpdateSchema } from '@vela/validation';
import { useEffect, useRef, useState } from 'react';
import {
  Confirm,
  FormDataConsumer,
  HttpError,
  Title,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { FormTextInput } from '../forms/form-text-input.tsx';
import { FormSubmitButton, SchemaForm, type SubmitErrors } from '../forms/schema-form.tsx';
import type { AppDataProvider, HostMoveScope } from '../providers/data-provider.ts';
import { errorCode } from '../providers/errors.ts';
import { hostMovesKey, MassUpdateHistory } from './mass-update-history.tsx';
import { useHostsInUse } from './use-hosts-in-use.ts';

type Field = 'old_host' | 'new_host';

/** The texts of the screen that a variant may word its own way; the others are the customer screen's. */
type MassUpdateText = 'title' | 'intro' | 'noHosts' | 'newHostHelp' | 'confirmContent';

/**
 * A refusal (422) the API explains about one of the two hosts: its text, shown under the field, and where to go
 * to resolve it, shown under the form.
 */
export interface HostRefusal {
  field: Field;
  text: string;
  link?: { to: string; label: string };
}

/** What tells one host move screen from another: whose playlists it moves and how it says so. */
export interface MassUpdateSettings {
  /** Whose playlists move: the caller's own (an operator's: everyone's), or a reseller's clients'. */
  scope: HostMoveScope;
  /** Text keys replacing the customer screen's `playlists.massUpdate.*`. */
  texts?: Partial<Record<MassUpdateText, string>>;
  /** The API's 422 refusals by code. */
  refusals?: Record<string, HostRefusal>;
}

/** The customer's screen: every playlist of their own devices (an operator's: every playlist). */
const ownPlaylistsMassUpdate: MassUpdateSettings = {
  scope: 'playlists',
};

/**
 * The operator's screen: the same operation, which for an operator reaches every customer's playlists; it
 * says so, and its preview counts the customers and names each sample's owner.
 */
const globalMassUpdate: MassUpdateSettings = {
  ...ownPlaylistsMassUpdate,
  texts: {
    title: 'playlists.massUpdate.global.title',
    intro: 'playlists.massUpdate.global.intro',
    noHosts: 'playlists.massUpdate.global.noHosts',
    confirmContent: 'playlists.massUpdate.global.confirmContent',
  },
};

/** The operator's screen, for the route that shows it. */
export function GlobalMassUpdatePage() {
  return <MassUpdatePage settings={globalMassUpdate} />;
}

/** The refusal the API gave about one of the two hosts, if it was about one. */
function hostRefusalOf(error: unknown, settings: MassUpdateSettings): HostRefusal | undefined {
  const code = errorCode(error);
  if (!(error instanceof HttpError) || code === undefined) return undefined;
  if (error.status === 400) return { field: 'new_host', text: `validation.${code}` };
  return error.status === 422 ? settings.refusals?.[code] : undefined;
}

/**
 * Moves every playlist within reach from one host to another (spec: with a confirmation that shows both
 * hosts): choose the host in use, type the new one, see how many playlists and devices change with a few of
 * them, confirm; then undo on the same screen if it was a mistake. The customer's screen moves their own
 * devices' playlists; a reseller's, their clients' playlists on their hosts (`settings`).
 */
export function MassUpdatePage({ settings = ownPlaylistsMassUpdate }: { settings?: MassUpdateSettings }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { scope } = settings;
  const queryClient = useQueryClient();
  const text = (key: MassUpdateText) => settings.texts?.[key] ?? `playlists.massUpdate.${key}`;
  const { hosts, failed: hostsFailed, reload } = useHostsInUse(scope);
  const [preview, setPreview] = useState<MassHostUpdatePreview>();
  // Where to resolve the refusal shown under a field, when it has such a place (the whitelist, say).
  const [refusalLink, setRefusalLink] = useState<HostRefusal['link']>();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<MassHostUpdateResult>();
  const [undone, setUndone] = useState<MassHostUndoResult>();
  const [failure, setFailure] = useState<string>();
  // A new form, empty, once a move is applied.
  const [formKey, setFormKey] = useState(0);
  const historyChanged = () => void queryClient.invalidateQueries({ queryKey: hostMovesKey(scope) });
  type HostMove = { old_host: string; new_host: string };
  const previewing = useMutation({
    mutationFn: (move: HostMove) => dataProvider.previewHostMove(scope, move),
  });
  const moving = useMutation({ mutationFn: (move: HostMove) => dataProvider.moveHost(scope, move) });
  const undoing = useMutation({
    mutationFn: (updateId: string) => dataProvider.undoHostMove(scope, updateId),
  });
  const busy = previewing.isPending || moving.isPending || undoing.isPending;

  /** A refusal about one of the hosts goes under its field (react-admin's server-side validation). */
  const refusalOn = (error: unknown): SubmitErrors => {
    const refusal = hostRefusalOf(error, settings);
    setRefusalLink(refusal?.link);
    return refusal ? { [refusal.field]: refusal.text } : undefined;
  };

  const showPreview = async (move: HostMove): Promise<SubmitErrors> => {
    setFailure(undefined);
    setRefusalLink(undefined);
    try {
      setPreview(await previewing.mutateAsync(move));
      setResult(undefined);
      setUndone(undefined);
      return undefined;
    } catch (error) {
      const onField = refusalOn(error);
      if (!onField) setFailure(translate('errors.dashboard.mass_update_failed'));
      return onField;
    }
  };

  const apply = async () => {
    if (!preview) return;
    setConfirming(false);
    setFailure(undefined);
    try {
      const applied = await moving.mutateAsync({ old_host: preview.old_host, new_host: preview.new_host });
      setResult(applied);
      setPreview(undefined);
      setFormKey((key) => key + 1);
      notify('errors.dashboard.mass_update_success', { type: 'success' });
      reload();
      historyChanged();
    } catch (error) {
      // The preview was accepted: a refusal now (the host was removed from the whitelist since) is told above.
      const refusal = hostRefusalOf(error, settings);
      setRefusalLink(refusal?.link);
      setFailure(translate(refusal?.text ?? 'errors.dashboard.mass_update_failed'));
      notify('errors.dashboard.mass_update_failed', { type: 'error' });
    }
  };

  const undo = async () => {
    if (!result?.update_id) return;
    setFailure(undefined);
    try {
      setUndone(await undoing.mutateAsync(result.update_id));
      reload();
      historyChanged();
    } catch (error) {
      setFailure(
        translate(
          errorCode(error) === 'already_undone'
            ? 'errors.dashboard.already_undone'
            : 'playlists.massUpdate.undoFailed',
        ),
      );
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate(text('title'))} />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate(text('title'))}
        </Typography>
        <Typography variant="body1" gutterBottom>
          {translate(text('intro'))}
        </Typography>

        {result ? (
          <Alert
            severity="success"
            sx={{ my: 2 }}
            action={
              result.update_id && !undone ? (
                <Button color="inherit" onClick={undo} disabled={busy}>
                  {translate('playlists.massUpdate.undo')}
                </Button>
              ) : undefined
            }
          >
            {undone
              ? translate('playlists.massUpdate.undone', {
                  smart_count: undone.restored,
                  old_host: result.old_host,
                })
              : translate('playlists.massUpdate.done', {
                  smart_count: result.updated,
                  old_host: result.old_host,
                  new_host: result.new_host,
                })}
          </Alert>
        ) : null}
        {failure || hostsFailed ? (
          <Alert severity="error" sx={{ my: 2 }}>
            {failure ?? translate('errors.dashboard.data_provider')}
          </Alert>
        ) : null}

        {hosts && hosts.length === 0 ? (
          <Alert severity="info" sx={{ my: 2 }}>
            {translate(text('noHosts'))}
          </Alert>
        ) : null}
        <SchemaForm
          key={formKey}
          schema={massHostUpdateSchema}
          defaultValues={{ old_host: '', new_host: '' }}
          onSubmit={showPreview}
        >
          <FormDataConsumer>
            {({ formData }) => (
              <WhenHostsChange
                hosts={`${formData.old_host ?? ''} ${formData.new_host ?? ''}`}
                onChange={() => {
                  setPreview(undefined);
                  setRefusalLink(undefined);
                }}
              />
            )}
          </FormDataConsumer>
          <FormTextInput source="old_host" select label={translate('playlists.massUpdate.oldHost')} required>
            {(hosts ?? []).map((entry) => (
              <MenuItem key={entry.host} value={entry.host}>
                {translate('playlists.massUpdate.oldHostOption', {
                  host: entry.host,
                  playlists: entry.playlists,
                  devices: entry.devices,
                })}
              </MenuItem>
            ))}
          </FormTextInput>
          <FormTextInput
            source="new_host"
            type="url"
            label={translate('playlists.massUpdate.newHost')}
            helperText={translate(text('newHostHelp'))}
            required
          />
          {refusalLink ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Link to={refusalLink.to}>{translate(refusalLink.label)}</Link>
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'center' }}>
            <FormSubmitButton variant="outlined" fullWidth={false} sx={{ mt: 0 }} disabled={busy}>
              {translate('playlists.massUpdate.preview')}
            </FormSubmitButton>
            {busy ? <CircularProgress size={24} aria-label={translate('errors.generic.loading')} /> : null}
          </Box>
        </SchemaForm>

        {preview ? (
          <Box component="section" aria-labelledby="mass-update-preview" sx={{ mt: 3 }}>
            <Typography id="mass-update-preview" variant="h6" component="h3">
              {translate('playlists.massUpdate.previewTitle')}
            </Typography>
            {preview.matched === 0 ? (
              <Typography>{translate('playlists.massUpdate.nothing')}</Typography>
            ) : (
              <>
                <Typography>
                  {translate('playlists.massUpdate.matched', { count: preview.matched })}
                </Typography>
                <Typography>
                  {translate('playlists.massUpdate.devices', { count: preview.devices })}
                </Typography>
                {preview.customers === undefined ? null : (
                  <Typography>
                    {translate('playlists.massUpdate.global.customers', { count: preview.customers })}
                  </Typography>
                )}
                <Typography sx={{ mt: 1 }}>{translate('playlists.massUpdate.samples')}</Typography>
                <MuiList dense>
                  {preview.samples.map((sample) => (
                    <ListItem key={sample.id}>
                      {sample.owner === undefined
                        ? translate('playlists.massUpdate.sample', {
                            name: sample.playlistName,
                            device: sample.deviceid,
                          })
                        : translate('playlists.massUpdate.global.sample', {
                            name: sample.playlistName,
                            device: sample.deviceid,
                            owner: sample.owner ?? translate('playlists.massUpdate.global.unclaimed'),
                          })}
                    </ListItem>
                  ))}
                </MuiList>
                <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy}>
                  {translate('playlists.massUpdate.apply')}
                </Button>
              </>
            )}
          </Box>
        ) : null}

        <Confirm
          isOpen={confirming}
          loading={busy}
          title="playlists.massUpdate.confirmTitle"
          content={text('confirmContent')}
          translateOptions={{
            smart_count: preview?.matched ?? 0,
            old_host: preview?.old_host ?? '',
            new_host: preview?.new_host ?? '',
          }}
          onConfirm={apply}
          onClose={() => setConfirming(false)}
        />

        <MassUpdateHistory
          scope={scope}
          onUndone={(restored) => {
            if (restored.update_id === result?.update_id) setUndone(restored);
            reload();
          }}
        />
      </CardContent>
    </Card>
  );
}

/** Calls `onChange` when the hosts typed or chosen change: a preview of other hosts no longer holds. */
function WhenHostsChange({ hosts, onChange }: { hosts: string; onChange: () => void }) {
  const first = useRef(hosts);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    if (hosts !== first.current) changed.current();
    first.current = hosts;
  }, [hosts]);
  return null;
}
