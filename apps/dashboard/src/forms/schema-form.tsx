import { Box, type ButtonProps, type SxProps, type Theme } from '@mui/material';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { Form } from 'react-admin';
import type { z } from 'zod';
import { SubmitButton } from './form-fields.tsx';
import { recordValidator } from './record-validator.ts';

/** What a submit may answer: the text to show under each field it refuses, or nothing. */
export type SubmitErrors = Partial<Record<string, string>> | undefined;

const Submitting = createContext(false);

export interface SchemaFormProps<Schema extends z.ZodType> {
  /** The rule of `packages/validation` the API applies to the same body. */
  schema: Schema;
  defaultValues: Partial<z.input<Schema>>;
  /** Sends the values as the schema reads them; answers the fields the API refused, if any. */
  onSubmit: (parsed: z.output<Schema>) => Promise<SubmitErrors> | Promise<void>;
  /** The form's name for assistive technologies, when the page holds more than one. */
  label?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A react-admin `Form` of its own values (not the page's record's) checked with a schema of `packages/validation`
 * before it is sent: each field shows its rule's text, translated, and the API's refusals the submit answers.
 * Its `FormSubmitButton` waits while it sends.
 */
export function SchemaForm<Schema extends z.ZodType>({
  schema,
  defaultValues,
  onSubmit,
  label,
  sx,
  children,
}: SchemaFormProps<Schema>) {
  const validate = useMemo(() => recordValidator(schema), [schema]);
  const [submitting, setSubmitting] = useState(false);
  const send = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      return (await onSubmit(schema.parse(values))) ?? undefined;
    } finally {
      setSubmitting(false);
    }
  };
  const form = (
    <Submitting value={submitting}>
      <Form
        record={noRecord}
        defaultValues={defaultValues as Record<string, unknown>}
        validate={validate}
        onSubmit={send}
        noValidate
      >
        {children}
      </Form>
    </Submitting>
  );
  return label || sx ? (
    <Box role={label ? 'form' : undefined} aria-label={label} sx={sx}>
      {form}
    </Box>
  ) : (
    form
  );
}

// The form starts from its default values alone: a page's record changing under it never resets what is typed.
const noRecord = {};

/** Whether the `SchemaForm` around is sending, for a submit button of its own look. */
export function useFormSubmitting(): boolean {
  return useContext(Submitting);
}

/** The submit button of a `SchemaForm`, disabled while the form sends. */
export function FormSubmitButton(props: ButtonProps) {
  return <SubmitButton busy={useFormSubmitting()} {...props} />;
}
