import type { AuditEntry, SecurityEvent, SecurityEventAction } from '@vela/api-client';

/** Every security event's action, or this does not compile. */
export const securityEventActions = new Set<SecurityEventAction>(
  Object.keys({
    'account.sign_in': true,
    'account.update': true,
    'account.email_verify': true,
    'account.password_change': true,
    'account.password_reset': true,
    'account.two_factor_enable': true,
    'account.two_factor_disable': true,
    'account.backup_codes': true,
    'account.session_revoke': true,
    'account.sessions_revoke_others': true,
    'account.email_change': true,
    'account.email_change_undo': true,
    'user.role': true,
    'user.ban': true,
    'user.unban': true,
    'user.reset_two_factor': true,
    'user.sign_out_everywhere': true,
    'user.password_reset': true,
    'api_key.create': true,
    'api_key.revoke': true,
    'device.parental_pin_set': true,
    'device.parental_pin_change': true,
    'device.parental_pin_clear': true,
    'device.parental_unlock': true,
    'device.parental_lockout': true,
    'playlist.lock': true,
    'playlist.unlock': true,
  } satisfies Record<SecurityEventAction, true>) as SecurityEventAction[],
);

const isSecurityEventAction = (action: string): action is SecurityEventAction =>
  (securityEventActions as Set<string>).has(action);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A name inside a sentence keeps its own direction (U+2068 … U+2069), whatever the language around it. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * What a security event says, in the reader's language: the action in words, with the key's name, the new
 * role or how a sign-in was completed where the event has one.
 */
export function securityEventText(translate: Translate, event: SecurityEvent): string {
  const { details } = event;
  const key = event.action.replace('.', '_');
  switch (event.action) {
    case 'account.sign_in':
      return translate(`account.security.events.account_sign_in_${details.method ?? 'password'}`);
    case 'user.role':
      return translate('account.security.events.user_role', {
        role: translate(`account.security.roles.${details.role ?? 'customer'}`),
      });
    case 'api_key.create':
    case 'api_key.revoke': {
      const name = isolated(details.api_key_name ?? details.api_key_prefix ?? '');
      const reason =
        event.action === 'api_key.revoke' && details.revoked_reason && details.revoked_reason !== 'owner'
          ? `_${details.revoked_reason}`
          : '';
      return translate(`account.security.events.${key}${reason}`, { name });
    }
    case 'account.email_change':
    case 'account.email_change_undo':
      return translate(`lifecycle.email_change.events.${key}`);
    case 'device.parental_pin_set':
    case 'device.parental_pin_change':
    case 'device.parental_pin_clear':
    case 'device.parental_unlock':
    case 'device.parental_lockout':
    case 'playlist.lock':
    case 'playlist.unlock':
      return translate(`account.security.events.${key}`, {
        device: isolated(details.device_id ?? ''),
        name: isolated(details.playlist_name ?? ''),
      });
    default:
      return translate(`account.security.events.${key}`);
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The words of an audit entry's action, shown by the operators' audit log in place of its code: a security
 * event of an account says what its record after the change holds (the new role, the key's name); any other
 * action its text in `audit.actions` (a test of the API proves every action it writes has one).
 */
export function auditActionText(translate: Translate, entry: AuditEntry): string {
  // Codes have dots of their own (`integration.playlist.add`): the API's test proves each has its text.
  const actionKey = `audit.actions.${entry.action}`;
  if (!isSecurityEventAction(entry.action)) return translate(actionKey, { _: entry.action });
  const after = entry.after ?? {};
  const details: SecurityEvent['details'] = {
    api_key_name: textOf(after.name),
    api_key_prefix: textOf(after.prefix),
    revoked_reason: textOf(after.revoked_reason) as SecurityEvent['details']['revoked_reason'],
    role: textOf(after.role) as SecurityEvent['details']['role'],
    method: textOf(after.method) as SecurityEvent['details']['method'],
    device_id: textOf(after.device),
    playlist_name: textOf(after.playlist_name),
  };
  return securityEventText(translate, {
    id: entry.id,
    action: entry.action,
    at: entry.created_at,
    by: 'support',
    address: null,
    details,
  });
}
