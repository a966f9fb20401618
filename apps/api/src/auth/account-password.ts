import type { Auth } from './auth.ts';

/**
 * Whether `password` is the account's own, checked by better-auth's hasher against the account's credential.
 * An account without a password (none is made without one, but a row may lack it) never matches. The caller
 * counts the check on `RATE_LIMIT_PASSWORD_CHECKS` first (`deps.limits.passwordCheck`).
 */
export async function accountPasswordMatches(auth: Auth, userId: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  const accounts = await context.internalAdapter.findAccounts(userId);
  const hash = accounts.find((account) => account.providerId === 'credential')?.password;
  return Boolean(hash) && (await context.password.verify({ hash: hash ?? '', password }));
}
