import type { SignInBody } from '@hostel/shared/api/account-schemas';
import type { ExportEntity } from '@hostel/shared/api/export-schemas';
import { callApiForFile } from '../../../lib/api-client';

/** A closed property's data, as the profile's export gives it, proven by the admin's email and password. */
export function exportClosedPropertyData(body: SignInBody, what?: ExportEntity) {
  return callApiForFile('exportClosedPropertyData', { body, query: what ? { format: 'csv', what } : { format: 'json' } });
}
