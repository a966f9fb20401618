import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canPlay,
  currentPlan,
  grantBasic,
  grantPremium,
  type LicenceState,
  promotionRuns,
  revokeLicence,
  startTrial,
  summariseLicence,
} from './licence.ts';

const at = (iso: string) => new Date(iso);
const registered = at('2025-03-01T10:00:00Z');

describe('the trial', () => {
  it('runs for 7 days from registration', () => {
    const trial = startTrial(registered);
    expect(trial.trialExpiresAt).toEqual(at('2025-03-08T10:00:00Z'));
    expect(currentPlan(trial, at('2025-03-08T09:59:59Z'))).toBe('trial');
    expect(currentPlan(trial, at('2025-03-08T10:00:00Z'))).toBe('none');
  });

  it('lets the device play until it ends, then only from a whitelisted host', () => {
    const trial = startTrial(registered);
    expect(canPlay(trial, at('2025-03-05T00:00:00Z'), false)).toEqual({
      allowed: true,
      reason: 'trial',
      privacyActive: false,
    });
    expect(canPlay(trial, at('2025-03-09T00:00:00Z'), false)).toEqual({
      allowed: false,
      reason: 'no_licence',
      privacyActive: false,
    });
    expect(canPlay(trial, at('2025-03-09T00:00:00Z'), true)).toEqual({
      allowed: true,
      reason: 'whitelisted_host',
      privacyActive: false,
    });
  });
});

describe('Basic', () => {
  it('is a lifetime licence without Privacy Mode outside a promotion', () => {
    const basic = grantBasic(startTrial(registered), at('2025-03-02T00:00:00Z'), null);
    expect(basic.lifetimeLicence).toBe(true);
    expect(basic.privacyExpiresAt).toBeNull();
    expect(currentPlan(basic, at('2040-01-01T00:00:00Z'))).toBe('basic');
    expect(canPlay(basic, at('2040-01-01T00:00:00Z'), false).reason).toBe('lifetime');
  });

  it('brings one month of Privacy Mode only while the promotion has not ended', () => {
    const now = at('2025-08-20T12:00:00Z');
    const during = grantBasic(startTrial(registered), now, at('2025-09-15T23:59:59Z'));
    expect(during.privacyExpiresAt).toEqual(at('2025-09-20T12:00:00Z'));
    const after = grantBasic(startTrial(registered), now, at('2025-08-20T11:59:59Z'));
    expect(after.privacyExpiresAt).toBeNull();
    expect(promotionRuns(at('2025-08-20T12:00:00Z'), now)).toBe(false);
  });

  it('adds the promotion month after Privacy Mode already bought', () => {
    const premium = grantPremium(startTrial(registered), at('2025-03-02T00:00:00Z'));
    const plusBasic = grantBasic(premium, at('2025-04-01T00:00:00Z'), at('2025-12-31T00:00:00Z'));
    expect(plusBasic.privacyExpiresAt).toEqual(at('2026-04-02T00:00:00Z'));
  });
});

describe('Premium', () => {
  it('gives a year of Privacy Mode and the lifetime licence', () => {
    const premium = grantPremium(startTrial(registered), at('2025-03-02T00:00:00Z'));
    expect(premium).toMatchObject({ lifetimeLicence: true, privacyExpiresAt: at('2026-03-02T00:00:00Z') });
    expect(canPlay(premium, at('2025-06-01T00:00:00Z'), false)).toEqual({
      allowed: true,
      reason: 'lifetime',
      privacyActive: true,
    });
  });

  it('extends from the current expiry when renewed early, from now when renewed late', () => {
    const first = grantPremium(startTrial(registered), at('2025-03-02T00:00:00Z'));
    expect(grantPremium(first, at('2025-12-01T00:00:00Z')).privacyExpiresAt).toEqual(
      at('2027-03-02T00:00:00Z'),
    );
    expect(grantPremium(first, at('2026-05-10T00:00:00Z')).privacyExpiresAt).toEqual(
      at('2027-05-10T00:00:00Z'),
    );
  });

  it('lapses to Basic: Privacy Mode ends, playing goes on', () => {
    const premium = grantPremium(startTrial(registered), at('2025-03-02T00:00:00Z'));
    const lapsed = at('2026-03-02T00:00:01Z');
    expect(currentPlan(premium, lapsed)).toBe('basic');
    expect(canPlay(premium, lapsed, false)).toEqual({
      allowed: true,
      reason: 'lifetime',
      privacyActive: false,
    });
  });

  it('keeps 29 February renewals on the last day of February', () => {
    const leap = grantPremium(startTrial(registered), at('2028-02-29T08:00:00Z'));
    expect(leap.privacyExpiresAt).toEqual(at('2029-02-28T08:00:00Z'));
  });
});

describe('revoking', () => {
  it('ends the lifetime licence, Privacy Mode and a running trial: only whitelisted hosts still play', () => {
    const now = at('2025-03-03T00:00:00Z');
    const premium = grantPremium(startTrial(registered), at('2025-03-02T00:00:00Z'));
    const revoked = revokeLicence(premium, now);
    expect(revoked).toEqual({ lifetimeLicence: false, privacyExpiresAt: null, trialExpiresAt: now });
    expect(currentPlan(revoked, now)).toBe('none');
    expect(canPlay(revoked, now, false)).toEqual({
      allowed: false,
      reason: 'no_licence',
      privacyActive: false,
    });
    expect(canPlay(revoked, now, true).reason).toBe('whitelisted_host');
  });

  it('leaves a trial that already ended where it was', () => {
    const trial = startTrial(registered);
    const later = at('2025-04-01T00:00:00Z');
    expect(revokeLicence(trial, later).trialExpiresAt).toEqual(trial.trialExpiresAt);
  });

  it('lets a later grant follow the rules from nothing', () => {
    const now = at('2025-03-03T00:00:00Z');
    const revoked = revokeLicence(grantPremium(startTrial(registered), now), now);
    expect(grantPremium(revoked, now).privacyExpiresAt).toEqual(at('2026-03-03T00:00:00Z'));
  });
});

describe('for any history of purchases', () => {
  const event = fc.record({
    kind: fc.constantFrom('basic', 'premium'),
    offsetDays: fc.integer({ min: 0, max: 2000 }),
    promotion: fc.boolean(),
  });

  it('never shortens Privacy Mode, keeps the lifetime licence once granted, and plays whenever licensed', () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 8 }),
        fc.integer({ min: 0, max: 3000 }),
        (events, probeDays) => {
          let state: LicenceState = startTrial(registered);
          let time = registered.getTime();
          for (const { kind, offsetDays, promotion } of events) {
            time += offsetDays * 86_400_000;
            const now = new Date(time);
            const before = state;
            state =
              kind === 'basic'
                ? grantBasic(state, now, promotion ? new Date(time + 86_400_000) : null)
                : grantPremium(state, now);
            expect(state.lifetimeLicence).toBe(true);
            expect(
              (state.privacyExpiresAt?.getTime() ?? 0) >= (before.privacyExpiresAt?.getTime() ?? 0),
            ).toBe(true);
          }
          const probe = new Date(registered.getTime() + probeDays * 86_400_000);
          const summary = summariseLicence(state, probe);
          const decision = canPlay(state, probe, false);
          expect(decision.allowed).toBe(summary.plan !== 'none');
          expect(decision.privacyActive).toBe(summary.privacy_active);
          if (summary.privacy_active) expect(summary.plan).toBe('premium');
        },
      ),
    );
  });
});
