import type { SecurityEvent } from '@vela/api-client';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { securityEventText } from './security-event-text.ts';

const event = (action: SecurityEvent['action'], details: SecurityEvent['details'] = {}): SecurityEvent => ({
  id: '8c1f2c4e-1d1b-4c55-9a59-4d0f2f4f8d11',
  action,
  at: '2026-11-27T10:00:00.000Z',
  by: 'you',
  address: '203.0.113.7',
  details,
});

describe('securityEventText', () => {
  it('says each event in words, with how a sign-in was completed, the new role and the key it concerns', async () => {
    const { translate } = await createI18nProvider('en');
    const text = (value: SecurityEvent) => securityEventText(translate, value);
    expect(text(event('account.sign_in', { method: 'password' }))).toBe('Signed in with the password');
    expect(text(event('account.sign_in', { method: 'backup_code' }))).toBe('Signed in with a recovery code');
    expect(text(event('account.two_factor_enable'))).toBe('Two-factor authentication turned on');
    expect(text(event('user.role', { role: 'reseller' }))).toBe('Role changed to Reseller');
    expect(text(event('api_key.create', { api_key_name: 'Billing', api_key_prefix: 'vela_AbCd1234' }))).toBe(
      'API key “\u2068Billing\u2069” created',
    );
    expect(text(event('api_key.revoke', { api_key_name: 'Billing', revoked_reason: 'owner' }))).toBe(
      'API key “\u2068Billing\u2069” revoked',
    );
    expect(text(event('api_key.revoke', { api_key_name: 'Billing', revoked_reason: 'account_banned' }))).toBe(
      'API key “\u2068Billing\u2069” revoked with the suspension of the account',
    );
  });

  it('has words for every action in every language', async () => {
    // Every action of the API's type, or this does not compile.
    const actions = Object.keys({
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
      'user.role': true,
      'user.ban': true,
      'user.unban': true,
      'user.reset_two_factor': true,
      'user.sign_out_everywhere': true,
      'user.password_reset': true,
      'api_key.create': true,
      'api_key.revoke': true,
    } satisfies Record<SecurityEvent['action'], true>) as SecurityEvent['action'][];
    for (const locale of ['en', 'ar'] as const) {
      const { translate } = await createI18nProvider(locale);
      for (const action of actions) {
        const text = securityEventText(
          translate,
          event(action, { api_key_name: 'Billing', role: 'operator' }),
        );
        expect(text, `${locale} ${action}`).not.toContain('account.security');
        expect(text.length).toBeGreaterThan(3);
      }
    }
  });
});
