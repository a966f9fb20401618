import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { AdminPlaylist } from '@vela/api-client';
import { useState } from 'react';
import {
  InputHelperText,
  useDataProvider,
  useInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParentalUnlock } from '../parental/use-parental-unlock.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { errorCode } from '../providers/errors.ts';

/**
 * The playlist's password, masked. Editing, the field starts empty (the API never sends a password) and an
 * empty field keeps the stored one; the show button then asks the API to reveal it (audited) and shows it.
 */
export function PlaylistPasswordInput({ editing }: { editing: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<AdminPlaylist>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { id, field, fieldState, isRequired } = useInput({ source: 'password', defaultValue: '' });
  const [visible, setVisible] = useState(false);
  const { withUnlock, dialog } = useParentalUnlock();
  const reveal = useMutation({
    // A locked playlist's password is revealed once the TV's PIN or the password unlocked it.
    mutationFn: (playlist: AdminPlaylist) =>
      withUnlock(playlist.deviceid, () => dataProvider.revealPlaylistPassword(String(playlist.id))),
    onSuccess: ({ password }) => {
      field.onChange(password);
      setVisible(true);
    },
    onError: (error) =>
      notify(
        errorCode(error) === 'parental_locked'
          ? 'errors.dashboard.parental_locked'
          : 'playlists.password.revealFailed',
        { type: 'error' },
      ),
  });
  const revealing = reveal.isPending;

  const toggle = () => {
    if (!visible && editing && record && !field.value) reveal.mutate(record);
    else setVisible(!visible);
  };

  const invalid = fieldState.invalid;
  return (
    <>
      <TextField
        {...field}
        value={field.value ?? ''}
        id={id}
        label={translate('playlists.fields.password')}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        required={isRequired || !editing}
        error={invalid}
        helperText={
          <InputHelperText
            error={fieldState.error?.message}
            helperText={editing ? 'playlists.help.passwordKeep' : undefined}
          />
        }
        fullWidth
        margin="dense"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={translate(visible ? 'playlists.password.hide' : 'playlists.password.show')}
                  aria-pressed={visible}
                  onClick={toggle}
                  disabled={revealing}
                  edge="end"
                >
                  {visible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {dialog}
    </>
  );
}
