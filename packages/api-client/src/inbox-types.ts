import type { BlogPostId, SubmissionForm, SubmissionStatus } from '@vela/validation';

/** An operator's answer to a submission, as kept with it. Dates are ISO 8601 instants. */
export interface SubmissionReply {
  id: string;
  /** The operator who wrote it; null once their account is gone. */
  author_id: string | null;
  author_email: string | null;
  body: string;
  created_at: string;
  /** When the mailer took it; null when it failed. */
  sent_at: string | null;
  /** What the mailer said when it failed; null once sent. */
  delivery_error: string | null;
}

/**
 * A support, contact or abuse message or a blog comment, as `/api/admin/submissions` gives it to operators:
 * the form's fields under the spec's names (`email`, `message`, `firstname`, `lastname`, `contact_topic`,
 * `agreement`, `consent`; a comment's `post_id` and `name`), beside what the server knows of it.
 */
export interface Submission {
  id: string;
  form: SubmissionForm;
  status: SubmissionStatus;
  /** The language of the page it was sent from, which the reply e-mail is written in; null when unknown. */
  locale: string | null;
  created_at: string;
  forwarded_at: string | null;
  forward_error: string | null;
  /** How many replies were written. */
  reply_count: number;
  email?: string;
  message?: string;
  firstname?: string;
  lastname?: string;
  contact_topic?: string;
  agreement?: string;
  consent?: string;
  post_id?: string;
  name?: string;
}

/** One submission with its replies, oldest first (`GET /api/admin/submissions/{id}`). */
export interface SubmissionWithReplies extends Submission {
  replies: SubmissionReply[];
}

/** The filter of the inbox's list. */
export interface SubmissionFilter {
  form?: SubmissionForm;
  status?: SubmissionStatus;
  /** Part of the e-mail address, the name or the message. */
  q?: string;
}

/** A newsletter sign-up, as `/api/admin/newsletter` lists it. */
export interface NewsletterSignup {
  id: string;
  email: string;
  /** The visitor's language when they signed up, if the browser said. */
  locale: string | null;
  created_at: string;
}

/** An approved comment under a blog post (`GET /api/blog/{id}/comments`): nothing but its name and text. */
export interface BlogComment {
  id: string;
  post_id: BlogPostId;
  /** The name the visitor signed with; null when they left it empty. */
  name: string | null;
  message: string;
  created_at: string;
}
