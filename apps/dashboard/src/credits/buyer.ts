import { usePermissions } from 'react-admin';

/**
 * Whether the signed-in person buys credits: resellers do, while operators (who may do everything else with
 * credits) add them to a reseller by hand, and the API refuses them a purchase.
 */
export function useBuysCredits(): boolean {
  const { permissions } = usePermissions<string>();
  return permissions === 'reseller';
}
