import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from './copy-button.tsx';

/**
 * The new key, this once: a warning that it will not be shown again, the key to select or copy, and a button
 * that says it was copied. Clicking beside the dialog does not close it, so the key is not lost by accident.
 */
export function SecretDialog({ secret, onDone }: { secret: string | null; onDone: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const warningId = useId();
  return (
    <Dialog
      open={secret !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onDone();
      }}
      aria-labelledby={titleId}
      aria-describedby={warningId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate('integration.apiKeys.secret.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" id={warningId} sx={{ mb: 2 }}>
          {translate('integration.apiKeys.secret.warning')}
        </Alert>
        <TextField
          label={translate('integration.apiKeys.secret.label')}
          value={secret ?? ''}
          fullWidth
          variant="outlined"
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: {
              readOnly: true,
              dir: 'ltr',
              spellCheck: false,
              style: { fontFamily: 'monospace' },
            },
          }}
        />
        <Box sx={{ mt: 1 }}>
          <CopyButton
            text={secret ?? ''}
            label="integration.apiKeys.secret.copy"
            copiedMessage="integration.apiKeys.secret.copied"
            failedMessage="integration.apiKeys.secret.copyFailed"
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {translate('integration.apiKeys.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
