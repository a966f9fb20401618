import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { AuthError } from '../providers/auth-client.ts';
import { FormMessage, FormTextField, handled } from './form-fields.tsx';
import { useSchemaForm } from './use-schema-form.ts';

export interface ReasonDialogProps {
  /** The rule of packages/validation the API applies to the same body: `reason` plus the `fixed` fields. */
  schema: z.ZodType<Record<string, unknown>>;
  fixed?: Record<string, string>;
  title: string;
  /** What confirming does, said before the reason is asked. */
  content: string;
  /** Who will read the reason, when someone besides the operators will. */
  audience?: string;
  name: string;
  reasonLabel: string;
  reasonHelp: string;
  maxLength: number;
  submitLabel: string;
  destructive?: boolean;
  /** Sends the change; an error carrying the API's `{ code }` body is shown on the reason or above it. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * An operator's change that needs its reason (a ban, a licence grant or revocation): the reason is checked with
 * the API's rule before it is sent, and the API's refusal lands on it, translated.
 */
export function ReasonDialog({
  schema,
  fixed = {},
  title,
  content,
  audience,
  name,
  reasonLabel,
  reasonHelp,
  maxLength,
  submitLabel,
  destructive = false,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const form = useSchemaForm(
    schema,
    { ...fixed, reason: '' },
    { required: 'reason', max_length: 'reason', invalid_characters: 'reason' },
  );
  const submit = handled(() =>
    form.submit(async (parsed) => {
      try {
        await onSubmit(String(parsed.reason));
      } catch (error) {
        const code = (error as { body?: { code?: unknown } } | null)?.body?.code;
        throw new AuthError(null, typeof code === 'string' ? code : 'unexpected', String(error));
      }
      onClose();
    }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{content}</DialogContentText>
          {audience ? <DialogContentText sx={{ mb: 1 }}>{audience}</DialogContentText> : null}
          <FormMessage message={form.formError} />
          <FormTextField
            name={name}
            label={reasonLabel}
            helperText={reasonHelp}
            value={form.values.reason}
            onValue={(value) => form.setValue('reason', value)}
            error={form.errors.reason}
            required
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disabled={form.submitting}
          >
            {submitLabel}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
