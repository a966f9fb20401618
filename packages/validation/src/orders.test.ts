import { describe, expect, it } from 'vitest';
import { orderFilterSchema } from './orders.ts';

describe('the operators’ orders filter', () => {
  it('takes a state, a plan, whole days and searches, empty ones dropped', () => {
    expect(
      orderFilterSchema.parse({
        status: 'completed',
        plan: 'basic',
        from: '2026-11-01',
        to: '2026-11-30',
        owner: ' ann@',
        device: '',
      }),
    ).toEqual({ status: 'completed', plan: 'basic', from: '2026-11-01', to: '2026-11-30', owner: 'ann@' });
  });

  it('refuses unknown states, days that do not exist, a range backwards and unknown keys', () => {
    expect(orderFilterSchema.safeParse({ status: 'paid' }).success).toBe(false);
    expect(orderFilterSchema.safeParse({ from: '2026-02-31' }).success).toBe(false);
    // Digits that make no date at all are refused as well, never thrown on.
    expect(orderFilterSchema.safeParse({ to: '4024-83-81' }).success).toBe(false);
    expect(orderFilterSchema.safeParse({ from: '2026-12-01', to: '2026-11-01' }).success).toBe(false);
    expect(orderFilterSchema.safeParse({ amount: '1' }).success).toBe(false);
    expect(orderFilterSchema.safeParse({ owner_id: 'not-an-id' }).success).toBe(false);
  });
});
