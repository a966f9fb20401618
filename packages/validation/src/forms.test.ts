import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { chatNotificationDelaySchema } from './chat.ts';
import { formFieldsSchema, toFormFields } from './form-fields.ts';
import {
  changePasswordFormSchema,
  chatMessageSchema,
  commentFormSchema,
  contactFormSchema,
  isSubmittedFormId,
  newsletterFormSchema,
  profileFormSchema,
  resetPasswordFormSchema,
  searchFormSchema,
  signInFormSchema,
  signUpFormSchema,
  submittedForms,
  supportFormSchema,
  ticketFormSchema,
  ticketReplySchema,
  ticketUpdateSchema,
} from './forms.ts';
import { fieldErrors } from './issues.ts';

function errorsOf(schema: z.ZodType, values: unknown) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([path, m]) => [path, m.key]));
}

describe('support form', () => {
  it('needs a valid e-mail, a message and the agreement', () => {
    expect(errorsOf(supportFormSchema, { email: '', message: ' ', agreement: false })).toEqual({
      email: 'required',
      message: 'required',
      agreement: 'agreement_required',
    });
    expect(errorsOf(supportFormSchema, { email: 'not-an-email', message: 'hi', agreement: true })).toEqual({
      email: 'email',
    });
    expect(supportFormSchema.parse({ email: ' Ann@Example.COM ', message: 'Help', agreement: true })).toEqual(
      {
        email: 'ann@example.com',
        message: 'Help',
        agreement: true,
      },
    );
  });
});

describe('contact and abuse forms', () => {
  const filled = {
    email: 'a@b.co',
    firstname: 'Ann',
    lastname: 'Lee',
    contact_topic: 'Billing',
    message: 'Hello',
    consent: true,
  };

  it('need every field, consent included', () => {
    expect(errorsOf(contactFormSchema, {})).toEqual({
      email: 'required',
      firstname: 'required',
      lastname: 'required',
      contact_topic: 'required',
      message: 'required',
      consent: 'consent_required',
    });
    expect(errorsOf(contactFormSchema, filled)).toEqual({});
  });

  it('limit the length of what they store', () => {
    expect(errorsOf(contactFormSchema, { ...filled, message: 'x'.repeat(10_001) })).toEqual({
      message: 'max_length',
    });
  });
});

describe('small forms', () => {
  it('comment, newsletter, search and chat each need their one field', () => {
    expect(errorsOf(commentFormSchema, { post_id: '1', message: '' })).toEqual({ message: 'required' });
    expect(errorsOf(newsletterFormSchema, { email: 'x@' })).toEqual({ email: 'email' });
    expect(errorsOf(searchFormSchema, { query: '   ' })).toEqual({ query: 'required' });
    expect(chatMessageSchema.safeParse('   ').error?.issues[0]?.message).toBe('message_empty');
    expect(chatMessageSchema.parse('  hi 👋 ')).toBe('hi 👋');
  });

  it('comment names one of the blog posts 1 to 6, and may be signed with a short name', () => {
    expect(commentFormSchema.parse({ post_id: '6', message: ' Nice ', name: '  ' })).toEqual({
      post_id: '6',
      message: 'Nice',
    });
    expect(commentFormSchema.parse({ post_id: '1', message: 'Nice', name: ' Ana ' })).toMatchObject({
      name: 'Ana',
    });
    for (const post_id of ['0', '7', ' 1', '', 1]) {
      expect(errorsOf(commentFormSchema, { post_id, message: 'Nice' })).toEqual({ post_id: 'one_of' });
    }
    expect(errorsOf(commentFormSchema, { message: 'Nice' })).toEqual({ post_id: 'one_of' });
    expect(errorsOf(commentFormSchema, { post_id: '2', message: 'Nice', name: 'n'.repeat(81) })).toEqual({
      name: 'max_length',
    });
  });

  it('ticket needs a subject and content', () => {
    expect(errorsOf(ticketFormSchema, { subject: '', content: '' })).toEqual({
      subject: 'required',
      content: 'required',
    });
    expect(errorsOf(ticketFormSchema, { subject: 'x'.repeat(201), content: 'a\tb\nc' })).toEqual({
      subject: 'max_length',
    });
  });

  it('a ticket reply needs content, keeps its lines and refuses control characters', () => {
    expect(errorsOf(ticketReplySchema, { content: '  \n ' })).toEqual({ content: 'required' });
    expect(errorsOf(ticketReplySchema, { content: 'bell\u0007' })).toEqual({ content: 'invalid_characters' });
    expect(ticketReplySchema.parse({ content: ' Thanks,\nit works. ' })).toEqual({
      content: 'Thanks,\nit works.',
    });
  });

  it('a ticket change closes, reopens or assigns to an id or to nobody, and changes something', () => {
    const id = '0F8FAD5B-D9CB-469F-A165-70867728950E';
    expect(ticketUpdateSchema.parse({ status: 'closed' })).toEqual({ status: 'closed' });
    expect(ticketUpdateSchema.parse({ status: 'open', assignee_id: id })).toEqual({
      status: 'open',
      assignee_id: id.toLowerCase(),
    });
    expect(ticketUpdateSchema.parse({ assignee_id: null })).toEqual({ assignee_id: null });
    expect(errorsOf(ticketUpdateSchema, { status: 'answered' })).toEqual({ status: 'one_of' });
    expect(errorsOf(ticketUpdateSchema, { assignee_id: 'someone' })).toEqual({ assignee_id: 'pattern' });
    expect(ticketUpdateSchema.safeParse({}).success).toBe(false);
    expect(ticketUpdateSchema.safeParse({ status: 'closed', owner_id: id }).success).toBe(false);
  });

  it('profile needs a full name and a country; the phone is optional but must look like one', () => {
    expect(errorsOf(profileFormSchema, { fullName: '', country: '' })).toEqual({
      fullName: 'required',
      country: 'required',
    });
    expect(profileFormSchema.parse({ fullName: 'Ann Lee', country: 'de', phone: '' })).toEqual({
      fullName: 'Ann Lee',
      country: 'DE',
      phone: undefined,
    });
    expect(errorsOf(profileFormSchema, { fullName: 'A', country: 'Germany', phone: 'call me' })).toEqual({
      country: 'one_of',
      phone: 'pattern',
    });
  });
});

describe('account forms', () => {
  it('sign-up asks for 8 to 128 characters, no composition rules, and a matching repeat', () => {
    expect(
      errorsOf(signUpFormSchema, { email: 'a@b.co', password: 'short', repeatPassword: 'short' }),
    ).toEqual({
      password: 'min_length',
    });
    const short = signUpFormSchema.safeParse({ email: 'a@b.co', password: 'x', repeatPassword: 'x' });
    expect(short.success).toBe(false);
    expect(short.error && fieldErrors(short.error)).toMatchObject({
      password: { key: 'min_length', params: { min: 8 } },
    });
    expect(
      errorsOf(signUpFormSchema, {
        email: 'a@b.co',
        password: 'a'.repeat(129),
        repeatPassword: 'a'.repeat(129),
      }),
    ).toEqual({
      password: 'max_length',
    });
    expect(
      errorsOf(signUpFormSchema, {
        email: 'a@b.co',
        password: 'all lowercase words',
        repeatPassword: 'other',
      }),
    ).toEqual({
      repeatPassword: 'passwords_mismatch',
    });
    expect(
      errorsOf(signUpFormSchema, {
        email: 'a@b.co',
        password: 'a'.repeat(64),
        repeatPassword: 'a'.repeat(64),
      }),
    ).toEqual({});
  });

  it('sign-in accepts any stored password length', () => {
    expect(errorsOf(signInFormSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
    expect(errorsOf(signInFormSchema, { email: 'a@b.co', password: '' })).toEqual({ password: 'required' });
  });

  it('reset and change password need the new password twice', () => {
    expect(
      errorsOf(resetPasswordFormSchema, { token: 't', password: 'longenough', confirmPassword: 'different' }),
    ).toEqual({
      confirmPassword: 'passwords_mismatch',
    });
    expect(
      errorsOf(changePasswordFormSchema, {
        currentPassword: '',
        newPassword: 'longenough',
        confirmPassword: 'longenough',
      }),
    ).toEqual({ currentPassword: 'required' });
  });
});

describe('the form service format', () => {
  it('builds {fields:[{name, value}]} and reads it back for the same form', () => {
    const values = { email: 'a@b.co', message: 'Hi', agreement: true };
    const payload = toFormFields(values);
    expect(payload).toEqual({
      fields: [
        { name: 'email', value: 'a@b.co' },
        { name: 'message', value: 'Hi' },
        { name: 'agreement', value: 'true' },
      ],
    });
    const record = formFieldsSchema.parse(payload);
    expect(supportFormSchema.parse(record)).toEqual(values);
  });

  it('leaves out empty optional values', () => {
    expect(toFormFields({ a: 'x', b: '', c: undefined, d: null, e: 0 }).fields.map((f) => f.name)).toEqual([
      'a',
      'e',
    ]);
  });

  it('refuses odd field names, prototype keys among them, and wrong types', () => {
    for (const name of ['__proto__', 'constructor.prototype', '', 'a b', '1x']) {
      const ok = formFieldsSchema.safeParse({ fields: [{ name, value: 'x' }] }).success;
      if (
        name === 'constructor.prototype' ||
        name === '__proto__' ||
        name === '' ||
        name === 'a b' ||
        name === '1x'
      ) {
        expect(ok, name).toBe(false);
      }
    }
    const record = formFieldsSchema.parse({ fields: [{ name: 'constructor', value: 'x' }] });
    expect(Object.getPrototypeOf(record)).toBeNull();
    expect(formFieldsSchema.safeParse({ fields: [{ name: 'a', value: 1 }] }).success).toBe(false);
    expect(formFieldsSchema.safeParse({ fields: 'x' }).success).toBe(false);
  });

  it('knows which form ids exist', () => {
    expect(Object.keys(submittedForms).sort()).toEqual(['abuse', 'comment', 'contact', 'support']);
    expect(isSubmittedFormId('support')).toBe(true);
    expect(isSubmittedFormId('toString')).toBe(false);
    expect(isSubmittedFormId('unknown')).toBe(false);
  });
});

describe('chat notification delay', () => {
  it('is 60 seconds unless configured, and never under 10', () => {
    expect(chatNotificationDelaySchema.parse(undefined)).toBe(60);
    expect(chatNotificationDelaySchema.parse(10)).toBe(10);
    const tooShort = chatNotificationDelaySchema.safeParse(9.9);
    expect(tooShort.error && fieldErrors(tooShort.error)).toEqual({
      '': { key: 'chat_delay', params: { min: 10 } },
    });
  });
});
