/**
 * The audit log's entries that concern the safety of an account, which its owner sees on the account page
 * (`GET /api/account/security-events`): what the person did themselves (`account.*`), what an operator did
 * to the account (`user.*`), and the account's API keys made and revoked (`api_key.*`). The `user.*` and
 * `account.*` entries name the account as their record (`entity` `user`); the keys' entries name the key.
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
] as const;

export type SecurityEventAction = (typeof securityEventActions)[number];

/** The actions as an SQL list of literals (our own constants), so that the partial index can serve queries. */
export const securityEventActionList = securityEventActions.map((action) => `'${action}'`).join(', ');
