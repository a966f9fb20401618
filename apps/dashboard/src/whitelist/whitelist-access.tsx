import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { NotAuthorized } from '../layout/not-authorized.tsx';

/**
 * A whitelist screen, or 'not authorized' in its place for a role without the right (a customer), at the
 * screen's own address; the API refuses the same anyway.
 */
export function WhitelistAccess({ action, children }: { action: string; children: ReactNode }) {
  return (
    <CanAccess action={action} resource="whitelist" accessDenied={<NotAuthorized />}>
      {children}
    </CanAccess>
  );
}
