/**
 * What the server has to tell a person as they sign in, for the dashboard to show once: a readable cookie of
 * this name, set by the sign-in's answer (the password step, or the second factor's) and removed by the
 * dashboard when it has shown it.
 * - `deletion_cancelled`: the account was to be deleted; signing in within the grace period cancelled that.
 */
export const signInNoticeCookie = 'vela_sign_in_notice';

export const signInNotices = ['deletion_cancelled'] as const;

export type SignInNotice = (typeof signInNotices)[number];
