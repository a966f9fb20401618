import { z } from 'zod';
import {
  checkedBox,
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  objectOf,
  optionalText,
  requiredText,
  typeError,
} from './fields.ts';
import { blogPostIds } from './input/blog-posts.ts';
import { messageMaxLength } from './input/text-limits.ts';
import { validationKeys as keys } from './messages.ts';

const message = requiredText(messageMaxLength, keys.required, { multiline: true });
const name = requiredText(100);

/** Support page: e-mail, message and the agreement checkbox. */
export const supportFormSchema = objectOf({
  email: emailSchema,
  message,
  agreement: checkedBox(keys.agreementRequired),
});

/** Contact and abuse forms: every field required, consent to communications included. */
export const contactFormSchema = objectOf({
  email: emailSchema,
  firstname: name,
  lastname: name,
  contact_topic: requiredText(200),
  message,
  consent: checkedBox(keys.consentRequired),
});

export { type BlogPostId, blogPostIds, isBlogPostId } from './input/blog-posts.ts';

/** The longest name a commenter may sign with. */
export const commentNameMaxLength = 80;

/**
 * A blog comment: the spec's required `message`, the post it is about (`post_id`, one of the blog's ids) and
 * an optional `name` shown beside it once approved.
 */
export const commentFormSchema = objectOf({
  post_id: z.enum(blogPostIds, { error: keys.oneOf }),
  name: optionalText(commentNameMaxLength),
  message,
});

export const newsletterFormSchema = objectOf({ email: emailSchema });

export const searchFormSchema = objectOf({ query: requiredText(200) });

/** A chat message is sent only when it has something besides spaces. */
export const chatMessageSchema = requiredText(1_000, keys.messageEmpty);

/** The longest subject of a support ticket, in characters; the dashboard caps its field at the same length. */
export const ticketSubjectMaxLength = 200;

const ticketContent = requiredText(messageMaxLength, keys.required, { multiline: true });

/** A new support ticket (spec: subject and content required): one line of subject, a message of lines. */
export const ticketFormSchema = objectOf({
  subject: requiredText(ticketSubjectMaxLength),
  content: ticketContent,
});

/** A further message of a ticket's conversation, from its owner or from support. */
export const ticketReplySchema = objectOf({ content: ticketContent });

/** An operator's internal note on a ticket, which its owner never sees: a message of lines. */
export const ticketNoteSchema = objectOf({ content: ticketContent });

const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The statuses a ticket can be set to by hand: closed, or open again (waiting for support). */
export const ticketSettableStatuses = ['open', 'closed'] as const;

/**
 * A change to a ticket: its owner may only close it; operators also reopen it and assign it to an operator
 * (`assignee_id`, or null for nobody). At least one of the two.
 */
export const ticketUpdateSchema = z
  .object(
    {
      status: z.enum(ticketSettableStatuses, { error: keys.oneOf }).optional(),
      assignee_id: z
        .string({ error: typeError })
        .regex(uuidPattern, { error: keys.pattern })
        .meta({ format: 'uuid' })
        .transform((id) => id.toLowerCase())
        .nullable()
        .optional(),
    },
    { error: typeError },
  )
  .strict()
  .refine((change) => change.status !== undefined || change.assignee_id !== undefined, {
    error: keys.required,
  })
  .meta({ minProperties: 1 });

/** The longest full name of an account. */
export const fullNameMaxLength = 100;

/** A person's full name: one line, trimmed, required where it is asked for. */
export const fullNameSchema = requiredText(fullNameMaxLength);

export const profileFormSchema = objectOf({
  fullName: fullNameSchema,
  country: z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: keys.oneOf }))
    .meta({
      pattern: '^\\s*[A-Za-z]{2}\\s*$',
      description: 'The country, as its ISO 3166-1 alpha-2 code in either case (`DE`); kept in upper case',
    }),
  phone: optionalText(30)
    .refine((phone) => phone === undefined || /^\+?[\d\s().-]{6,30}$/.test(phone), {
      error: keys.pattern,
    })
    // Empty, or 6 to 30 digits, spaces, brackets, dots and dashes after an optional `+`: one line of text.
    .meta({ pattern: '^\\s*(?:\\+?[0-9 ().-]{6,30})?\\s*$' }),
});

function passwordsMatch<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  field: string,
  confirm: string,
) {
  return schema.refine((values) => values[field] === values[confirm], {
    error: keys.passwordsMismatch,
    path: [confirm],
  });
}

export const captchaSchema = requiredText(10_000, keys.captchaRequired);

export const signUpFormSchema = passwordsMatch(
  objectOf({
    email: emailSchema,
    password: newPasswordSchema,
    repeatPassword: z.string({ error: keys.required }),
  }),
  'password',
  'repeatPassword',
);

export const signInFormSchema = objectOf({ email: emailSchema, password: currentPasswordSchema });

export const forgotPasswordFormSchema = objectOf({ email: emailSchema });

export const resetPasswordFormSchema = passwordsMatch(
  objectOf({
    token: requiredText(512),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: keys.required }),
  }),
  'password',
  'confirmPassword',
);

export const changePasswordFormSchema = passwordsMatch(
  objectOf({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: keys.required }),
  }),
  'newPassword',
  'confirmPassword',
);

/** The forms that `POST /api/forms/{id}` accepts, by id. */
export const submittedForms = {
  support: supportFormSchema,
  contact: contactFormSchema,
  abuse: contactFormSchema,
  comment: commentFormSchema,
} as const;

export type SubmittedFormId = keyof typeof submittedForms;

export function isSubmittedFormId(id: string): id is SubmittedFormId {
  return Object.hasOwn(submittedForms, id);
}

/**
 * What each form of `POST /api/forms/{id}` takes, for the API's description: the names of its fields, the
 * optional ones marked, each sent as one `{name, value}` of the form service's wire format.
 */
export function submittedFormsDescription(): string {
  const forms = Object.entries(submittedForms).map(([id, schema]) => {
    const fields = Object.entries(schema.shape).map(([name, field]) =>
      field.safeParse(undefined).success ? `\`${name}\` (optional)` : `\`${name}\``,
    );
    return `\`${id}\`: ${fields.join(', ')}`;
  });
  return `The fields of each form, as \`{name, value}\` pairs: ${forms.join('; ')}. Values follow the rules of the site's forms: an e-mail address for \`email\`, \`true\` for a ticked box, a blog post's id (1 to 6) for \`post_id\`. A field that breaks its form's rule is refused with 400, the field's name before the text and the rule as the code (\`required\`, \`one_of\`, \`email\`, \`max_length\`, …).`;
}
