import { Alert, Box, Button, ListItem, ListItemText, List as MuiList, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MassHostMove, MassHostUndoResult } from '@vela/api-client';
import { useDataProvider, useTranslate } from 'react-admin';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import type { AppDataProvider, HostMoveScope } from '../providers/data-provider.ts';
import { errorCode } from '../providers/errors.ts';

interface MassUpdateHistoryProps {
  /** Whose moves: the caller's own playlists', or a reseller's clients'. */
  scope: HostMoveScope;
  /** After an undo from the list: the screen reloads its hosts and forgets the move it was showing. */
  onUndone: (result: MassHostUndoResult) => void;
}

/** The query of a screen's past moves, which the screen invalidates when it moved or undid something. */
export const hostMovesKey = (scope: HostMoveScope) => [scope, 'listHostMoves'];

/**
 * The caller's past host moves of this screen, newest first, read from the API (so after a reload too), each
 * with its undo while it has not been undone.
 */
export function MassUpdateHistory({ scope, onUndone }: MassUpdateHistoryProps) {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data: moves, isError } = useQuery({
    queryKey: hostMovesKey(scope),
    queryFn: () => dataProvider.listHostMoves(scope),
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });
  const undoing = useMutation({
    mutationFn: (move: MassHostMove) => dataProvider.undoHostMove(scope, move.update_id),
    onSuccess: onUndone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostMovesKey(scope) }),
  });
  const busy = undoing.isPending;
  const undoFailure = undoing.isError
    ? translate(
        errorCode(undoing.error) === 'already_undone'
          ? 'errors.dashboard.already_undone'
          : 'playlists.massUpdate.undoFailed',
      )
    : undefined;
  const failure = undoFailure ?? (isError ? translate('errors.dashboard.data_provider') : undefined);
  const undo = (move: MassHostMove) => undoing.mutate(move);

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
                    onClick={() => undo(move)}
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
