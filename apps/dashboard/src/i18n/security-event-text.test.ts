import type { AuditEntry, SecurityEvent } from '@vela/api-client';
import { localeCodes } from '@vela/locales';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from './i18n-provider.ts';
import { auditActionText, securityEventActions, securityEventText } from './security-event-text.ts';

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
    const actions = [...securityEventActions];
    for (const locale of localeCodes) {
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

  it("words the security events of the operators' audit log, and only those", async () => {
    const { translate } = await createI18nProvider('en');
    const entry = (action: string, after: Record<string, unknown> | null): AuditEntry => ({
      id: '5b0c8d4e-2a41-4d9b-8d52-0f6a0c3e9a77',
      action,
      entity: 'user',
      entity_id: null,
      actor_id: null,
      actor_email: 'operator@velaplayer.example',
      actor_deleted: false,
      api_key_id: null,
      api_key_prefix: null,
      api_key_name: null,
      before: null,
      after,
      address: '198.51.100.4',
      created_at: '2026-11-27T10:00:00.000Z',
    });
    expect(auditActionText(translate, entry('user.role', { email: 'a@b.example', role: 'operator' }))).toBe(
      'Role changed to Operator',
    );
    expect(
      auditActionText(
        translate,
        entry('api_key.revoke', { name: 'Panel', prefix: 'vela_AbCd1234', revoked_reason: 'role_changed' }),
      ),
    ).toBe('API key “\u2068Panel\u2069” revoked when the account stopped being a reseller');
    expect(auditActionText(translate, entry('account.sign_in', { method: 'totp' }))).toBe(
      'Signed in with a code from the authenticator app',
    );
    expect(auditActionText(translate, entry('ticket.create', null))).toBe('Ticket opened');
    expect(auditActionText(translate, entry('news.publish', null))).toBe('Article published');
  });
});
