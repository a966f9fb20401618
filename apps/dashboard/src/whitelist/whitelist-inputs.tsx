import { TextInput } from 'react-admin';

const addressProps = { inputMode: 'url', spellCheck: false, dir: 'ltr', autoComplete: 'off' } as const;

/**
 * The fields of a whitelist entry, shared by Create and Edit: the host and the optional backup host, both
 * protocol, host name and optional port only (the whitelist guide's Host URL and Backup URL).
 */
export function WhitelistInputs() {
  return (
    <>
      <TextInput
        source="host"
        label="hosts.fields.host"
        helperText="hosts.help.host"
        isRequired
        fullWidth
        variant="outlined"
        slotProps={{ htmlInput: addressProps }}
      />
      <TextInput
        source="backup_host"
        label="hosts.fields.backup_host"
        helperText="hosts.help.backup_host"
        fullWidth
        variant="outlined"
        slotProps={{ htmlInput: addressProps }}
      />
    </>
  );
}
