import type { Access } from '../../../src/api/contract/endpoint';
import { can, type Role } from '../../../src/domain/permissions';

/** The roles an account may have (the permission table names them per row). */
export const ROLES = ['admin', 'manager'] as const satisfies readonly Role[];

/** The roles the permission table gives an endpoint (every role for a public or session endpoint). */
export const rolesOf = (access: Access): Role[] =>
  typeof access === 'string' ? [...ROLES] : ROLES.filter((role) => can(role, access.resource, access.action));

/** Who may call an endpoint, in words: the access rule and the roles it gives. */
export function accessText(access: Access): string {
  if (access === 'public')
    return 'public: the application credential only, no session (`adminAuthToken` not sent)';
  if (access === 'session') return 'any logged-in account';
  const roles = rolesOf(access);
  return `permission \`${access.resource}\` · \`${access.action}\`: ${roles.length ? roles.join(', ') : 'no role'}`;
}
