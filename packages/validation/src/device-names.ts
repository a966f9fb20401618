import { z } from 'zod';
import { allowedCharacters, textPattern } from './fields.ts';
import { validationKeys as keys } from './messages.ts';

/** A TV's name as its owner gives it ('Living room'): short enough for a list's column and a picker's line. */
export const deviceNameMaxLength = 40;
/** The owner's note about a TV. */
export const deviceNoteMaxLength = 500;

/**
 * A field that may be set, changed or cleared: absent leaves it as it is, empty (or null) clears it, any other
 * text is trimmed and kept.
 */
function clearableText(maxLength: number, multiline: boolean) {
  return z
    .string({ error: keys.invalidType })
    .trim()
    .refine(...allowedCharacters({ multiline }))
    .max(maxLength, { error: keys.maxLength })
    .meta({ pattern: textPattern({ multiline }) })
    .nullish()
    .transform((value): string | null | undefined => (value === undefined ? undefined : value || null));
}

/**
 * `PATCH /api/admin/devices/{id}` and the device page's form: the owner's name and note for a TV. Only the
 * fields given change.
 */
export const deviceLabelSchema = z.object(
  {
    name: clearableText(deviceNameMaxLength, false),
    note: clearableText(deviceNoteMaxLength, true),
  },
  { error: keys.invalidType },
);

export type DeviceLabelValues = z.input<typeof deviceLabelSchema>;
export type DeviceLabel = z.output<typeof deviceLabelSchema>;
