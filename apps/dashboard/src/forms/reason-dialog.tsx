import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { errorText, type ShownMessage } from '../providers/error-text.ts';
import { FormMessage } from './form-fields.tsx';
import { FormTextInput } from './form-text-input.tsx';
import { FormSubmitButton, SchemaForm } from './schema-form.tsx';

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

/** The API's codes that concern the reason itself; any other refusal is shown above it. */
const reasonCodes = new Set(['required', 'max_length', 'invalid_characters']);

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
  const [formError, setFormError] = useState<ShownMessage>();
  const send = async ({ reason }: { reason?: unknown }) => {
    setFormError(undefined);
    try {
      await onSubmit(String(reason));
    } catch (error) {
      const body = (error as { body?: { code?: unknown } } | null)?.body;
      const code = typeof body?.code === 'string' ? body.code : 'unexpected';
      if (reasonCodes.has(code)) return { reason: errorText(translate, code) };
      setFormError({ key: `code:${code}` });
      return undefined;
    }
    onClose();
    return undefined;
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <SchemaForm schema={schema} defaultValues={{ ...fixed, reason: '' }} onSubmit={send}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{content}</DialogContentText>
          {audience ? <DialogContentText sx={{ mb: 1 }}>{audience}</DialogContentText> : null}
          <FormMessage message={formError} />
          <FormTextInput
            source="reason"
            name={name}
            label={reasonLabel}
            helperText={reasonHelp}
            required
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <FormSubmitButton fullWidth={false} color={destructive ? 'error' : 'primary'} sx={{ mt: 0 }}>
            {submitLabel}
          </FormSubmitButton>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
