import type { Auth } from './auth.ts';

/**
 * What operators do to another person's sessions, through better-auth's own session store so that it holds
 * wherever sessions live: database rows, or Redis entries (with the hashed tokens of decision 11).
 */

/**
 * Ends every session of the account. In Redis it also records the moment, so that a session of the account
 * started before it is refused even if its entry was missed.
 */
export async function endSessionsOf(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.deleteUserSessions(userId);
}

/**
 * Sessions kept in Redis carry a copy of the person (role, two-factor, ban): after a change made in the
 * database, the copies are rewritten so that the next request sees it. Sessions in the database read the
 * person afresh on every request and need nothing.
 */
export async function refreshSessionsOf(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  if (!context.options.secondaryStorage) return;
  const user = await context.internalAdapter.findUserById(userId);
  if (user) await context.internalAdapter.refreshUserSessions(user);
}
