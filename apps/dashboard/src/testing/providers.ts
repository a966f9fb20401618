import type { AuthProvider } from 'react-admin';
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
