import {
  BooleanInput,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { DeviceRecordLabel } from '../ident/ident.tsx';
import { formatChoices } from './playlist-formats.ts';
import { LockedInput } from './playlist-lock.tsx';
import { PlaylistPasswordInput } from './playlist-password-input.tsx';

/**
 * The fields of a playlist, shared by Create and Edit: My List's two ways of giving a playlist (an M3U link,
 * or a host with username and password), the device among the person's own, the programme guide's address,
 * notes and hide-info.
 */
export function PlaylistInputs({ editing }: { editing: boolean }) {
  return (
    <>
      <ReferenceInput
        source="deviceid"
        reference="devices"
        sort={{ field: 'device_id', order: 'ASC' }}
        perPage={100}
      >
        <SelectInput
          label="playlists.fields.deviceid"
          optionText={<DeviceRecordLabel />}
          isRequired
          helperText="playlists.help.slots"
          fullWidth
        />
      </ReferenceInput>
      <TextInput source="playlistName" label="playlists.fields.playlistName" isRequired fullWidth />
      <RadioButtonGroupInput
        source="playlistFormat"
        label="playlists.fields.playlistFormat"
        choices={formatChoices}
        helperText={false}
      />
      <FormDataConsumer<{ playlistFormat?: string }>>
        {({ formData }) =>
          formData.playlistFormat === 'm3u' ? (
            <>
              <TextInput
                source="m3uUrl"
                label="playlists.fields.m3uUrl"
                helperText={editing ? 'playlists.help.m3uUrlEdit' : 'playlists.help.m3uUrl'}
                isRequired
                fullWidth
                inputProps={{ inputMode: 'url', spellCheck: false, dir: 'ltr' }}
              />
              {editing ? <PlaylistPasswordInput editing /> : null}
            </>
          ) : (
            <>
              <TextInput
                source="host"
                label="playlists.fields.host"
                helperText="playlists.help.host"
                isRequired
                fullWidth
                inputProps={{ inputMode: 'url', spellCheck: false, dir: 'ltr' }}
              />
              <TextInput
                source="username"
                label="playlists.fields.username"
                autoComplete="off"
                isRequired
                fullWidth
              />
              <PlaylistPasswordInput editing={editing} />
            </>
          )
        }
      </FormDataConsumer>
      <FormDataConsumer<{ playlistFormat?: string }>>
        {({ formData }) => (
          // Empty is sent as null: no address, so an Xtream server's own guide, or none for an M3U link.
          <TextInput
            source="epg_url"
            label="playlists.fields.epg_url"
            helperText={
              formData.playlistFormat === 'm3u' ? 'playlists.help.epgUrlM3u' : 'playlists.help.epgUrlXtream'
            }
            fullWidth
            inputProps={{ inputMode: 'url', spellCheck: false, dir: 'ltr' }}
          />
        )}
      </FormDataConsumer>
      <BooleanInput
        source="hide_playlist_info"
        label="playlists.fields.hide_playlist_info"
        helperText="playlists.help.hide"
      />
      <LockedInput />
      <TextInput source="notes" label="playlists.fields.notes" multiline minRows={2} fullWidth />
    </>
  );
}
