// Checked by `npm run typecheck`, never run: each call below must fail to compile, because a
// repository of a property's data takes a TenantId, and a bare string (from a request, a typo, a
// forgotten argument) is not one. If a line compiles, its @ts-expect-error fails the type check.
import { properties } from '../../functions/src/data/property-repository';
import { sessions } from '../../functions/src/data/session-repository';
import { removeTenant } from '../../functions/src/data/tenant-repository';
import { emailTokens } from '../../functions/src/data/token-repository';
import { users } from '../../functions/src/data/user-repository';

export function bareStringsDoNotCompile(propertyIdFromRequest: string): void {
  // @ts-expect-error a property id from a request is not a tenant
  void properties.get(propertyIdFromRequest);
  // @ts-expect-error
  void users.get(propertyIdFromRequest, 'user-1');
  // @ts-expect-error
  void users.setPassword(propertyIdFromRequest, 'user-1', 'hash');
  // @ts-expect-error
  void sessions.create(propertyIdFromRequest, 'user-1', 'session-1', new Date());
  // @ts-expect-error
  void sessions.removeAllForUser(propertyIdFromRequest, 'user-1');
  // @ts-expect-error
  void emailTokens.useToReset(propertyIdFromRequest, 'token-1', 'user-1', 'hash');
  // @ts-expect-error
  void removeTenant(propertyIdFromRequest);
  // @ts-expect-error a forgotten tenant does not compile either
  void users.get('user-1');
}
