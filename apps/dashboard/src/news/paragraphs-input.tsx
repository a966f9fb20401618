import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { joinParagraphs, sameParagraphs, splitParagraphs } from './paragraphs.ts';

export interface ParagraphsInputProps {
  source: string;
  label: string;
  helperText: string;
  isRequired?: boolean;
  /** The language and direction of the text typed, for screen readers, spelling and right-to-left scripts. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * A list of paragraphs typed as one text, an empty line between two of them. The field keeps what is typed,
 * blank lines included, while the form holds the paragraphs; it follows the form when the record changes.
 */
export function ParagraphsInput({
  source,
  label,
  helperText,
  isRequired = false,
  lang,
  dir,
}: ParagraphsInputProps) {
  // The form keeps the list as it is (react-admin would show a missing one as '').
  const { id, field, fieldState, formState } = useInput<string[] | undefined>({
    source,
    isRequired,
    format: (value) => value,
  });
  const paragraphs = field.value;
  const [text, setText] = useState(() => joinParagraphs(paragraphs));
  useEffect(() => {
    setText((typed) =>
      sameParagraphs(splitParagraphs(typed), paragraphs) ? typed : joinParagraphs(paragraphs),
    );
  }, [paragraphs]);
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      // react-admin's asterisk: a `required` attribute would let the browser block the save with its own bubble.
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(splitParagraphs(event.target.value));
      }}
      onBlur={field.onBlur}
      error={shown}
      helperText={
        <InputHelperText error={shown ? fieldState.error?.message : undefined} helperText={helperText} />
      }
      multiline
      minRows={5}
      fullWidth
      variant="outlined"
      margin="dense"
      slotProps={{ htmlInput: { lang, dir } }}
    />
  );
}
