/**
 * The audit log's entries that concern the safety of an account, which its owner sees on the account page
 * (`GET /api/account/security-events`): what the person did themselves (`account.*`), what an operator did
 * to the account (`user.*`), the account's API keys made and revoked (`api_key.*`), and the parental control of
 * its TVs (`device.parental_*`, `playlist.lock`, `playlist.unlock`). The `user.*`, `account.*` and parental
 * entries name the account as their record (`entity` `user`), the parental ones the TV in `after.device`; the
 * keys' entries name the key.
 */
export const securityEventActions = [
  'account.sign_in',
  'account.update',
  'account.email_verify',
  'account.password_change',
  'account.password_reset',
  'account.two_factor_enable',
  'account.two_factor_disable',
  'account.backup_codes',
  'account.session_revoke',
  'account.sessions_revoke_others',
  'account.email_change',
  'account.email_change_undo',
  'user.role',
  'user.ban',
  'user.unban',
  'user.reset_two_factor',
  'user.sign_out_everywhere',
  'user.password_reset',
  'api_key.create',
  'api_key.revoke',
  'device.parental_pin_set',
  'device.parental_pin_change',
  'device.parental_pin_clear',
  'device.parental_unlock',
  'device.parental_lockout',
  'playlist.lock',
  'playlist.unlock',
] as const;

export type SecurityEventAction = (typeof securityEventActions)[number];

/** The actions as an SQL list of literals (our own constants), so that the partial index can serve queries. */
export const securityEventActionList = securityEventActions.map((action) => `'${action}'`).join(', ');
