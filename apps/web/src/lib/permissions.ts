/** The shared roles → permissions map (spec §6) applied to the signed-in company user. */
import { can, type Permission } from '@mirume/shared';
import { useCompanyUser } from './auth-store';

export function useCan(permission: Permission): boolean {
  return can(useCompanyUser()?.role, permission);
}
