import type { AuthProvider, DataProvider } from 'react-admin';
import { canAccess, type Role } from '../providers/can-access.ts';

/** A signed-in person of `role` for a component test: the dashboard's own access rules, nothing asked of a server. */
export function authProviderFor(role: Role): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    canAccess: async (request) => canAccess(role, request),
  };
}

const dataProviderMethods = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/**
 * A server for a component test: the methods it is given, every other one of react-admin's refusing, so that a
 * screen that asks for more than the test expects fails.
 */
export function dataProviderWith(methods: Record<string, unknown> = {}): DataProvider {
  const refuse = (name: string) => () => Promise.reject(new Error(`${name} is not used here`));
  return {
    ...Object.fromEntries(dataProviderMethods.map((name) => [name, refuse(name)])),
    ...methods,
  } as unknown as DataProvider;
}

/** A server whose lists all answer `records`, whatever the page, sort or filter. */
export function listing(records: readonly { id: string }[]): DataProvider {
  return dataProviderWith({ getList: async () => ({ data: records, total: records.length }) });
}
