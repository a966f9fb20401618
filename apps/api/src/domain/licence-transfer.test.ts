import { describe, expect, it } from 'vitest';
import {
  grantBasic,
  grantPremium,
  licenceStateName,
  licenceTransfersPerYear,
  startTrial,
  transferLicence,
  transferWindowStart,
} from './licence.ts';

const at = (iso: string) => new Date(iso);
const bought = at('2025-01-10T10:00:00Z');
const now = at('2025-06-01T12:00:00Z');

describe('the licence state the dashboard shows', () => {
  it('is lifetime with a licence, trial while the trial runs, and none after it', () => {
    const trial = startTrial(at('2025-05-30T00:00:00Z'));
    expect(licenceStateName(trial, now)).toBe('trial');
    expect(licenceStateName(trial, at('2025-06-07T00:00:00Z'))).toBe('none');
    expect(licenceStateName(grantBasic(trial, now, null), at('2030-01-01T00:00:00Z'))).toBe('lifetime');
  });
});

describe('moving a licence to another device', () => {
  const premium = grantPremium(startTrial(bought), bought);
  const newTv = startTrial(at('2025-05-31T00:00:00Z'));

  it('moves the lifetime licence and the remaining Privacy Mode, and leaves the old device with none', () => {
    const result = transferLicence(premium, newTv, now, 0);
    if ('refused' in result) throw new Error(result.refused);
    expect(result.target).toMatchObject({
      lifetimeLicence: true,
      privacyExpiresAt: at('2026-01-10T10:00:00Z'),
    });
    expect(result.source).toMatchObject({ lifetimeLicence: false, privacyExpiresAt: null });
    expect(licenceStateName(result.source, now)).toBe('none');
  });

  it('ends a trial that still runs on the old device instead of granting it again', () => {
    const freshBasic = grantBasic(startTrial(at('2025-05-31T00:00:00Z')), now, null);
    const result = transferLicence(freshBasic, newTv, now, 0);
    if ('refused' in result) throw new Error(result.refused);
    expect(result.source.trialExpiresAt).toEqual(now);
    expect(licenceStateName(result.source, at('2025-06-01T12:00:01Z'))).toBe('none');
  });

  it('does not carry Privacy Mode that has already ended', () => {
    const lapsed = { ...premium, privacyExpiresAt: at('2025-02-01T00:00:00Z') };
    const result = transferLicence(lapsed, newTv, now, 0);
    if ('refused' in result) throw new Error(result.refused);
    expect(result.target.privacyExpiresAt).toBeNull();
  });

  it('refuses without a licence, onto a licensed device, and past the yearly limit', () => {
    expect(transferLicence(newTv, premium, now, 0)).toEqual({ refused: 'transfer_no_licence' });
    expect(transferLicence(premium, premium, now, 0)).toEqual({ refused: 'transfer_target_licensed' });
    expect(transferLicence(premium, newTv, now, licenceTransfersPerYear - 1)).not.toHaveProperty('refused');
    expect(transferLicence(premium, newTv, now, licenceTransfersPerYear)).toEqual({
      refused: 'transfer_limit_reached',
    });
  });

  it('counts the moves of the last 365 days', () => {
    expect(transferWindowStart(now)).toEqual(at('2024-06-01T12:00:00Z'));
  });
});
