import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { FormMessage } from './form-fields.tsx';
import { FormTextInput } from './form-text-input.tsx';
import { recordValidator } from './record-validator.ts';
import { type ShownMessage, useErrorText } from './use-schema-form.ts';

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
  const errorText = useErrorText();
  const titleId = useId();
  const validate = useMemo(() => recordValidator(schema), [schema]);
  const [formError, setFormError] = useState<ShownMessage>();
  const [submitting, setSubmitting] = useState(false);
  const send = async (values: Record<string, unknown>) => {
    setFormError(undefined);
    const { reason } = schema.parse(values) as { reason?: unknown };
    setSubmitting(true);
    try {
      await onSubmit(String(reason));
    } catch (error) {
      const body = (error as { body?: { code?: unknown } } | null)?.body;
      const code = typeof body?.code === 'string' ? body.code : 'unexpected';
      if (reasonCodes.has(code)) return { reason: errorText(code) };
      setFormError({ key: `code:${code}` });
      return undefined;
    } finally {
      setSubmitting(false);
    }
    onClose();
    return undefined;
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form defaultValues={{ ...fixed, reason: '' }} validate={validate} onSubmit={send} noValidate>
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
          <MuiButton
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disabled={submitting}
          >
            {submitLabel}
          </MuiButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
