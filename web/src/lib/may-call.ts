import type { Role } from '@hostel/shared/api/account-schemas';
import { endpoints, type EndpointName } from '@hostel/shared/api/endpoints';

/**
 * Whether a role may make a call, from the route table's `access` (the server enforces the same).
 * An unknown role (the profile has not loaded) is let through: the server still answers 403.
 */
export function mayCall(role: Role | undefined, name: EndpointName): boolean {
  const access = endpoints[name].access;
  if (access === 'public' || access === 'signedIn' || role === undefined) return true;
  return (access as readonly Role[]).includes(role);
}
