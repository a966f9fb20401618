import type { AdminPlaylist } from '@vela/api-client';
import { playlistRecordSchema } from '@vela/validation';
import { useMemo } from 'react';
import {
  SaveButton,
  SimpleForm,
  Toolbar,
  useCreate,
  useNotify,
  useRecordContext,
  useRedirect,
  useUpdate,
} from 'react-admin';
import { recordValidator } from '../forms/record-validator.ts';
import { useParentalUnlock } from '../parental/use-parental-unlock.tsx';
import { errorCode, fieldErrorsOf } from '../providers/errors.ts';
import { PlaylistInputs } from './playlist-inputs.tsx';

/**
 * New playlists start like My List: an M3U link, with the playlist's details hidden and no programme guide
 * address (null, as the guide's input sends when emptied).
 */
const newPlaylist = { playlistFormat: 'm3u', hide_playlist_info: true, epg_url: null };

/**
 * The playlist form of Create and Edit: checked in the browser with My List's schema, then saved; the API's
 * refusals land on their fields (a full device on the device chooser) and the outcome is notified in the
 * spec's words.
 */
export function PlaylistForm({ editing }: { editing: boolean }) {
  const record = useRecordContext<AdminPlaylist>();
  const [create] = useCreate<AdminPlaylist>();
  const [update] = useUpdate<AdminPlaylist>();
  const notify = useNotify();
  const redirect = useRedirect();
  const { withUnlock, dialog } = useParentalUnlock();
  const validate = useMemo(
    () => recordValidator(playlistRecordSchema({ passwordStored: editing })),
    [editing],
  );

  const save = async (values: Record<string, unknown>) => {
    try {
      if (editing && record) {
        // A locked playlist is saved once the TV's PIN or the password unlocked it.
        await withUnlock(record.deviceid, () =>
          update(
            'playlists',
            { id: record.id, data: values, previousData: record },
            { mutationMode: 'pessimistic', returnPromise: true },
          ),
        );
      } else {
        await create('playlists', { data: values }, { returnPromise: true });
      }
    } catch (error) {
      const onField = fieldErrorsOf(error);
      const code = errorCode(error);
      notify(
        code === 'slots_full' || code === 'parental_locked' || code === 'parental_pin_required'
          ? `errors.dashboard.${code}`
          : editing
            ? 'errors.dashboard.playlist_update_failed'
            : 'errors.dashboard.playlist_save_failed',
        { type: 'error' },
      );
      return onField;
    }
    notify(editing ? 'errors.dashboard.playlist_updated' : 'errors.dashboard.playlist_saved', {
      type: 'success',
    });
    redirect('list', 'playlists');
    return undefined;
  };

  return (
    <>
      <SimpleForm
        validate={validate}
        onSubmit={save}
        defaultValues={editing ? undefined : newPlaylist}
        toolbar={
          <Toolbar>
            {/* Enabled before any change, so that pressing it shows what is missing. */}
            <SaveButton alwaysEnable />
          </Toolbar>
        }
        sx={{ maxWidth: 640 }}
      >
        <PlaylistInputs editing={editing} />
      </SimpleForm>
      {dialog}
    </>
  );
}
