import { describe, expect, it } from 'vitest';
import { canAccess, type Role } from './can-access.ts';

const everyone: Role[] = ['customer', 'reseller', 'operator'];

describe('canAccess', () => {
  it('lets every role manage its devices, playlists, tickets and account and read its stats', () => {
    for (const role of everyone) {
      for (const resource of ['devices', 'playlists', 'tickets', 'account']) {
        for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
          expect(canAccess(role, { action, resource }), `${role} ${action} ${resource}`).toBe(true);
        }
      }
      expect(canAccess(role, { action: 'read', resource: 'stats' })).toBe(true);
    }
  });

  it('keeps the whitelist, clients and API keys from customers and gives them to resellers', () => {
    for (const resource of ['whitelist', 'clients', 'api-keys']) {
      expect(canAccess('customer', { action: 'list', resource })).toBe(false);
      expect(canAccess('reseller', { action: 'list', resource })).toBe(true);
    }
    expect(canAccess('reseller', { action: 'create', resource: 'whitelist' })).toBe(true);
    expect(canAccess('reseller', { action: 'edit', resource: 'clients' })).toBe(false);
    expect(canAccess('reseller', { action: 'write', resource: 'clients' })).toBe(true);
    expect(canAccess('reseller', { action: 'create', resource: 'api-keys' })).toBe(true);
    expect(canAccess('reseller', { action: 'edit', resource: 'api-keys' })).toBe(false);
    expect([
      canAccess('customer', { action: 'list', resource: 'host-health' }),
      canAccess('reseller', { action: 'list', resource: 'host-health' }),
      canAccess('reseller', { action: 'delete', resource: 'host-health' }),
    ]).toEqual([false, true, false]);
  });

  it('gives users, roles, news, submissions, the newsletter, the audit log and the service status to operators only', () => {
    for (const resource of [
      'users',
      'users.role',
      'news',
      'submissions',
      'newsletter',
      'audit',
      'status',
      'whitelist.verification',
    ]) {
      expect(canAccess('customer', { action: 'list', resource })).toBe(false);
      expect(canAccess('reseller', { action: 'list', resource })).toBe(false);
      expect(canAccess('operator', { action: 'list', resource })).toBe(true);
    }
    expect(canAccess('operator', { action: 'edit', resource: 'users.role' })).toBe(true);
    expect(canAccess('reseller', { action: 'edit', resource: 'users.role' })).toBe(false);
  });

  it("gives device owners' e-mail addresses and licence changes to operators only", () => {
    for (const resource of ['devices.owner', 'devices.licence']) {
      expect(
        (['customer', 'reseller', 'operator'] as const).map((role) =>
          canAccess(role, { action: 'write', resource }),
        ),
      ).toEqual([false, false, true]);
    }
  });

  it("gives the support desk's ticket fields (owner, assignee, reopening, answers) to operators only", () => {
    expect(
      (['customer', 'reseller', 'operator'] as const).map((role) =>
        canAccess(role, { action: 'write', resource: 'tickets.operator' }),
      ),
    ).toEqual([false, false, true]);
  });

  it("shows a reseller's business figures to resellers and not to customers", () => {
    expect(canAccess('reseller', { action: 'read', resource: 'stats.reseller' })).toBe(true);
    expect(canAccess('customer', { action: 'read', resource: 'stats.reseller' })).toBe(false);
  });

  it('gives the business figures and the host update over every customer to operators only', () => {
    const roles = ['customer', 'reseller', 'operator'] as const;
    expect(roles.map((role) => canAccess(role, { action: 'read', resource: 'stats.operator' }))).toEqual([
      false,
      false,
      true,
    ]);
    expect(roles.map((role) => canAccess(role, { action: 'write', resource: 'playlists.global' }))).toEqual([
      false,
      false,
      true,
    ]);
    expect(canAccess('customer', { action: 'write', resource: 'playlists' })).toBe(true);
  });

  it('does not let stats be written, nor anything be used without a role', () => {
    expect(canAccess('customer', { action: 'delete', resource: 'stats' })).toBe(false);
    expect(canAccess(undefined, { action: 'list', resource: 'account' })).toBe(false);
  });

  it('does not grant inherited object properties as resources', () => {
    expect(canAccess('customer', { action: 'list', resource: 'constructor' })).toBe(false);
    expect(canAccess('customer', { action: 'list', resource: '__proto__' })).toBe(false);
  });

  it("gives resellers their credits, ledger and activations, customers none of it, and operators everyone's", () => {
    const roles = ['customer', 'reseller', 'operator'] as const;
    const may = (action: string, resource: string) =>
      roles.map((role) => canAccess(role, { action, resource }));
    for (const action of ['list', 'show', 'create', 'read', 'export', 'write'])
      expect(may(action, 'activations'), `${action} activations`).toEqual([false, true, true]);
    expect(may('edit', 'activations')).toEqual([false, false, true]);
    expect(may('list', 'credit-movements')).toEqual([false, true, true]);
    expect(may('create', 'credit-movements')).toEqual([false, false, true]);
    expect(may('read', 'credits')).toEqual([false, true, true]);
    for (const resource of [
      'reseller-credits',
      'activations.all',
      'activations.reverse',
      'credit-movements.all',
    ])
      expect(may('read', resource), resource).toEqual([false, false, true]);
  });

  it('lets resellers read the packs on sale and their purchases; operators keep the packs and see every purchase', () => {
    const roles = ['customer', 'reseller', 'operator'] as const;
    const may = (action: string, resource: string) =>
      roles.map((role) => canAccess(role, { action, resource }));
    expect(may('read', 'credit-packs')).toEqual([false, true, true]);
    for (const action of ['list', 'create', 'edit'])
      expect(may(action, 'credit-packs'), `${action} credit-packs`).toEqual([false, false, true]);
    for (const action of ['list', 'show'])
      expect(may(action, 'credit-orders'), `${action} credit-orders`).toEqual([false, true, true]);
    expect(may('read', 'credit-orders.all')).toEqual([false, false, true]);
  });
});
