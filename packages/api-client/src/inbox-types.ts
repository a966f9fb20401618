import type { SubmissionForm, SubmissionStatus } from '@vela/validation';
import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** An operator's answer to a submission, as kept with it. Dates are ISO 8601 instants. */
export type SubmissionReply = Schemas['SubmissionReply'];

/**
 * A support, contact or abuse message or a blog comment, as `/api/admin/submissions` gives it to operators:
 * the form's fields under the spec's names (`email`, `message`, `firstname`, `lastname`, `contact_topic`,
 * `agreement`, `consent`; a comment's `post_id` and `name`), beside what the server knows of it.
 */
export type Submission = Schemas['Submission'];

/** One submission with its replies, oldest first (`GET /api/admin/submissions/{id}`). */
export type SubmissionWithReplies = Schemas['SubmissionWithReplies'];

/** The filter of the inbox's list. */
export interface SubmissionFilter {
  form?: SubmissionForm;
  status?: SubmissionStatus;
  /** Part of the e-mail address, the name or the message. */
  q?: string;
}

/** A newsletter sign-up, as `/api/admin/newsletter` lists it. */
export type NewsletterSignup = Schemas['NewsletterSignup'];

/** An approved comment under a blog post (`GET /api/blog/{id}/comments`): nothing but its name and text. */
export type BlogComment = Schemas['BlogComment'];
