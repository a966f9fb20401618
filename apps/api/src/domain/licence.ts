/**
 * The licence rules of a device, as pure functions of its state and the current time.
 *
 * - Registering starts a 7-day trial.
 * - Basic is a lifetime player licence.
 * - Premium adds a year of Privacy Mode from the later of now and the current Privacy Mode expiry, and grants
 *   the lifetime player licence too. When it lapses, Privacy Mode ends and the device stays Basic.
 * - A device may play with a lifetime licence, during its trial, or from a host on a reseller's whitelist.
 * - While a promotion runs, Basic also brings one month of Privacy Mode.
 */

const trialDays = 7;

export interface LicenceState {
  trialExpiresAt: Date;
  lifetimeLicence: boolean;
  privacyExpiresAt: Date | null;
}

export type Plan = 'premium' | 'basic' | 'trial' | 'none';

type PlayReason = 'lifetime' | 'trial' | 'whitelisted_host' | 'no_licence';

const dayMs = 24 * 60 * 60 * 1000;

function addMonthsUtc(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

export function startTrial(now: Date): LicenceState {
  return {
    trialExpiresAt: new Date(now.getTime() + trialDays * dayMs),
    lifetimeLicence: false,
    privacyExpiresAt: null,
  };
}

export function isPrivacyActive(state: LicenceState, now: Date): boolean {
  return state.privacyExpiresAt !== null && state.privacyExpiresAt > now;
}

function isTrialRunning(state: LicenceState, now: Date): boolean {
  return state.trialExpiresAt > now;
}

export function currentPlan(state: LicenceState, now: Date): Plan {
  if (state.lifetimeLicence) return isPrivacyActive(state, now) ? 'premium' : 'basic';
  return isTrialRunning(state, now) ? 'trial' : 'none';
}

/** Whether a promotion configured to end at `endsAt` still applies at `now`. */
export function promotionRuns(endsAt: Date | null, now: Date): boolean {
  return endsAt !== null && endsAt > now;
}

/** Basic: the lifetime player licence, plus a month of Privacy Mode while the promotion runs. */
export function grantBasic(state: LicenceState, now: Date, promotionEndsAt: Date | null): LicenceState {
  const privacyExpiresAt = promotionRuns(promotionEndsAt, now)
    ? addMonthsUtc(later(now, state.privacyExpiresAt), 1)
    : state.privacyExpiresAt;
  return { ...state, lifetimeLicence: true, privacyExpiresAt };
}

/** Premium: a year of Privacy Mode from the later of now and the current expiry, and the lifetime licence. */
export function grantPremium(state: LicenceState, now: Date): LicenceState {
  return {
    ...state,
    lifetimeLicence: true,
    privacyExpiresAt: addMonthsUtc(later(now, state.privacyExpiresAt), 12),
  };
}

/**
 * What an operator's revocation leaves: no lifetime licence, no Privacy Mode and no running trial (a trial
 * still running ends now; one that ended stays as it was). Whitelisted hosts still play, as on any device.
 */
export function revokeLicence(state: LicenceState, now: Date): LicenceState {
  return {
    lifetimeLicence: false,
    privacyExpiresAt: null,
    trialExpiresAt: state.trialExpiresAt < now ? state.trialExpiresAt : now,
  };
}

export interface PlayDecision {
  allowed: boolean;
  reason: PlayReason;
  privacyActive: boolean;
}

export function canPlay(state: LicenceState, now: Date, hostWhitelisted: boolean): PlayDecision {
  const privacyActive = isPrivacyActive(state, now);
  if (state.lifetimeLicence) return { allowed: true, reason: 'lifetime', privacyActive };
  if (isTrialRunning(state, now)) return { allowed: true, reason: 'trial', privacyActive };
  if (hostWhitelisted) return { allowed: true, reason: 'whitelisted_host', privacyActive };
  return { allowed: false, reason: 'no_licence', privacyActive };
}

/** The licence as the TV app and the checkout pages show it. */
export interface LicenceSummary {
  plan: Plan;
  lifetime_licence: boolean;
  trial_expires_at: string;
  privacy_expires_at: string | null;
  privacy_active: boolean;
}

export function summariseLicence(state: LicenceState, now: Date): LicenceSummary {
  return {
    plan: currentPlan(state, now),
    lifetime_licence: state.lifetimeLicence,
    trial_expires_at: state.trialExpiresAt.toISOString(),
    privacy_expires_at: state.privacyExpiresAt?.toISOString() ?? null,
    privacy_active: isPrivacyActive(state, now),
  };
}

/** What the dashboard shows of the player licence: lifetime, a running trial, or none. */
export type LicenceStateName = 'lifetime' | 'trial' | 'none';

export function licenceStateName(state: LicenceState, now: Date): LicenceStateName {
  if (state.lifetimeLicence) return 'lifetime';
  return isTrialRunning(state, now) ? 'trial' : 'none';
}

/** How often one lifetime licence may move to another device within {@link licenceTransferWindowDays}. */
export const licenceTransfersPerYear = 2;
const licenceTransferWindowDays = 365;

export type TransferRefusal = 'transfer_no_licence' | 'transfer_target_licensed' | 'transfer_limit_reached';

/** The start of the window in which earlier moves of a licence count against the yearly limit. */
export function transferWindowStart(now: Date): Date {
  return new Date(now.getTime() - licenceTransferWindowDays * dayMs);
}

/**
 * Moves a lifetime licence and what remains of its Privacy Mode from `source` to `target`. The source falls
 * back to no licence: its Privacy Mode ends and a trial still running ends too, so a move never grants a new
 * trial. Refused when the source has no lifetime licence, when the target already has one (two licences would
 * merge into one), or when the licence already moved {@link licenceTransfersPerYear} times in the window.
 */
export function transferLicence(
  source: LicenceState,
  target: LicenceState,
  now: Date,
  movesInWindow: number,
): { refused: TransferRefusal } | { source: LicenceState; target: LicenceState } {
  if (!source.lifetimeLicence) return { refused: 'transfer_no_licence' };
  if (target.lifetimeLicence) return { refused: 'transfer_target_licensed' };
  if (movesInWindow >= licenceTransfersPerYear) return { refused: 'transfer_limit_reached' };
  const remainingPrivacy = isPrivacyActive(source, now) ? source.privacyExpiresAt : null;
  const targetPrivacy = isPrivacyActive(target, now) ? target.privacyExpiresAt : null;
  return {
    source: {
      lifetimeLicence: false,
      privacyExpiresAt: null,
      trialExpiresAt: source.trialExpiresAt < now ? source.trialExpiresAt : now,
    },
    target: {
      ...target,
      lifetimeLicence: true,
      privacyExpiresAt:
        remainingPrivacy && targetPrivacy
          ? later(remainingPrivacy, targetPrivacy)
          : (remainingPrivacy ?? targetPrivacy),
    },
  };
}
