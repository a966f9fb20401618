import type { SecurityEvent } from '@vela/api-client';

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
    default:
      return translate(`account.security.events.${key}`);
  }
}
