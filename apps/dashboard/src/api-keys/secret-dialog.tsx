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

/** The keys of the dialog's texts, so that another secret (a webhook's) can say its own words. */
export interface SecretTexts {
  title: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

const apiKeySecretTexts: SecretTexts = {
  title: 'integration.apiKeys.secret.title',
  warning: 'integration.apiKeys.secret.warning',
  label: 'integration.apiKeys.secret.label',
  copy: 'integration.apiKeys.secret.copy',
  copied: 'integration.apiKeys.secret.copied',
  copyFailed: 'integration.apiKeys.secret.copyFailed',
  done: 'integration.apiKeys.secret.done',
};

/**
 * The new key, this once: a warning that it will not be shown again, the key to select or copy, and a button
 * that says it was copied. Clicking beside the dialog does not close it, so the key is not lost by accident.
 */
export function SecretDialog({
  secret,
  onDone,
  texts = apiKeySecretTexts,
}: {
  secret: string | null;
  onDone: () => void;
  /** The keys of its texts; an API key's unless given. */
  texts?: SecretTexts;
}) {
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
      <DialogTitle id={titleId}>{translate(texts.title)}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" id={warningId} sx={{ mb: 2 }}>
          {translate(texts.warning)}
        </Alert>
        <TextField
          label={translate(texts.label)}
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
            label={texts.copy}
            copiedMessage={texts.copied}
            failedMessage={texts.copyFailed}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {translate(texts.done)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
