import { z } from 'zod';
import { objectOf, requiredText } from './fields.ts';
import { messageMaxLength } from './input/text-limits.ts';
import { validationKeys as keys } from './messages.ts';

/** The forms whose submissions reach the operators' inbox, as stored in `form_submissions.form`. */
export const submissionForms = ['support', 'contact', 'abuse', 'comment'] as const;
export type SubmissionForm = (typeof submissionForms)[number];

/** Every state of a submission: forms are new until handled; comments wait for moderation. */
export const submissionStatuses = ['new', 'handled', 'pending_moderation', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** What an operator may set by hand: handled or new again for a form, approved or rejected for a comment. */
export const submissionSettableStatuses = ['new', 'handled', 'approved', 'rejected'] as const;

/** Whether `status` may be set on a submission of `form`. */
export function isSettableStatus(form: SubmissionForm, status: string): boolean {
  return form === 'comment'
    ? status === 'approved' || status === 'rejected'
    : status === 'new' || status === 'handled';
}

/** A change of a submission's status (`PUT /api/admin/submissions/{id}`). */
export const submissionUpdateSchema = objectOf({
  status: z.enum(submissionSettableStatuses, { error: keys.oneOf }),
});

/** An operator's answer to a submission, sent by e-mail to its address: a message of lines. */
export const submissionReplySchema = objectOf({
  message: requiredText(messageMaxLength, keys.required, { multiline: true }),
});

/** The most comments one bulk moderation takes: a page of the inbox, with room to spare. */
export const commentModerationMaxIds = 100;

const submissionIdSchema = z.uuid({ error: keys.invalidType }).meta({ pattern: z.regexes.uuid().source });

/** Approves or rejects several blog comments at once: their ids (one or more, each once) and the new status. */
export const commentModerationSchema = objectOf({
  ids: z
    .array(submissionIdSchema, { error: keys.required })
    .min(1, { error: keys.required })
    .max(commentModerationMaxIds, { error: keys.maxLength })
    .refine((ids) => new Set(ids).size === ids.length, { error: keys.unique })
    .meta({ uniqueItems: true }),
  status: z.enum(['approved', 'rejected'], { error: keys.oneOf }),
});
export type CommentModeration = z.infer<typeof commentModerationSchema>;
