import { Alert, Box, Button, ListItem, ListItemText, List as MuiList, Typography } from '@mui/material';
import type { MassHostMove, MassHostUndoResult } from '@vela/api-client';
import { useEffect, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';

interface MassUpdateHistoryProps {
  /** The move operation under `/api/admin/`: its history is `{endpoint}/history`, an undo `{endpoint}/{id}/undo`. */
  endpoint: string;
  /** Changes when the screen moved or undid something, so the list is read again. */
  version: number;
  /** After an undo from the list: the screen reloads its hosts and forgets the move it was showing. */
  onUndone: (result: MassHostUndoResult) => void;
}

/**
 * The caller's past host moves of this screen, newest first, read from the API (so after a reload too), each
 * with its undo while it has not been undone.
 */
export function MassUpdateHistory({ endpoint, version, onUndone }: MassUpdateHistoryProps) {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [moves, setMoves] = useState<MassHostMove[]>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let active = true;
    void version;
    void reads;
    dataProvider.getJson<MassHostMove[]>(`${endpoint}/history`).then(
      (loaded) => active && setMoves(loaded),
      () => active && setFailure(translate('errors.dashboard.data_provider')),
    );
    return () => {
      active = false;
    };
  }, [dataProvider, endpoint, version, reads, translate]);

  const undo = async (move: MassHostMove) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await dataProvider.postJson<MassHostUndoResult>(
        `${endpoint}/${encodeURIComponent(move.update_id)}/undo`,
        {},
      );
      onUndone(result);
    } catch (error) {
      const code =
        error instanceof HttpError ? (error.body as { code?: unknown } | undefined)?.code : undefined;
      setFailure(
        translate(
          code === 'already_undone' ? 'errors.dashboard.already_undone' : 'playlists.massUpdate.undoFailed',
        ),
      );
    } finally {
      setBusy(false);
      setReads((current) => current + 1);
    }
  };

  return (
    <Box component="section" aria-labelledby="mass-update-history" sx={{ mt: 4 }}>
      <Typography id="mass-update-history" variant="h6" component="h3">
        {translate('desk.history.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('desk.history.intro')}
      </Typography>
      {failure ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {failure}
        </Alert>
      ) : null}
      {moves && moves.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{translate('desk.history.empty')}</Typography>
      ) : null}
      {moves && moves.length > 0 ? (
        <MuiList aria-labelledby="mass-update-history">
          {moves.map((move) => {
            const what = translate('desk.history.move', {
              old_host: move.old_host,
              new_host: move.new_host,
            });
            return (
              <ListItem
                key={move.update_id}
                divider
                sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
              >
                <ListItemText
                  sx={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 14rem' }}
                  primary={what}
                  secondary={
                    <>
                      {translate('desk.history.details', {
                        date: format(move.moved_at),
                        playlists: move.updated,
                        devices: move.devices,
                      })}
                      {move.undone_at ? (
                        <>
                          <br />
                          {translate('desk.history.undone', {
                            date: format(move.undone_at),
                            restored: move.restored ?? 0,
                          })}
                        </>
                      ) : null}
                    </>
                  }
                />
                {move.undone_at ? null : (
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={busy}
                    onClick={() => void undo(move)}
                    aria-label={translate('desk.history.undo_label', {
                      old_host: move.old_host,
                      new_host: move.new_host,
                    })}
                  >
                    {translate('playlists.massUpdate.undo')}
                  </Button>
                )}
              </ListItem>
            );
          })}
        </MuiList>
      ) : null}
    </Box>
  );
}
