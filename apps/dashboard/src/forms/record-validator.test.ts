import { ticketFormSchema, ticketReplySchema } from '@vela/validation';
import { describe, expect, it } from 'vitest';
import { recordValidator } from './record-validator.ts';

describe('a react-admin form validated with a shared schema', () => {
  it("gives each field its rule's translation key and values", () => {
    expect(recordValidator(ticketFormSchema)({ subject: ' ', content: 'x'.repeat(10_001) })).toEqual({
      subject: { message: 'validation.required', args: { min: 1 } },
      content: { message: 'validation.max_length', args: { max: 10_000 } },
    });
    expect(recordValidator(ticketReplySchema)({ content: 'bell\u0007' })).toEqual({
      content: { message: 'validation.invalid_characters', args: {} },
    });
  });

  it('has nothing to say about valid values', () => {
    expect(recordValidator(ticketFormSchema)({ subject: 'Help', content: 'Line one\nLine two' })).toEqual({});
  });
});
