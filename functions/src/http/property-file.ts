import type { ExportQuery } from '@hostel/shared/api/export-schemas';
import type { MessageId } from '@hostel/shared/i18n/message';
import type { TenantId } from '../data/tenant';
import { PayloadTooLarge } from './errors';
import { FileReply, fitsOneAnswer } from './pipeline-types';
import { todayIn } from '@hostel/shared/domain/dates';
import { propertyOf, todayAt } from '../property/property-of';
import { entityCsv, exportFileName, propertyDocument } from '../property/property-export';

// The export as one answer, for the signed-in admin's call and the closed property's alike.
export const TOO_LARGE = 'account.dataTooLargeOne' satisfies MessageId;

/** The property's reservations and guests as a file: one JSON document, or one CSV per entity (`what`). */
export async function propertyFile(tenant: TenantId, query: ExportQuery): Promise<FileReply> {
  const now = new Date();
  let file: FileReply;
  if (query.format === 'csv' && query.what) {
    const [property, csv] = await Promise.all([propertyOf(tenant), entityCsv(tenant, query.what)]);
    file = new FileReply(csv, 'text/csv; charset=utf-8', exportFileName(property.name, query.what, 'csv', todayAt(property, now)));
  } else {
    const document = await propertyDocument(tenant, now);
    const name = exportFileName(document.property.property_name, 'data', 'json', todayIn(document.property.time_zone, now));
    file = new FileReply(JSON.stringify(document), 'application/json; charset=utf-8', name);
  }
  // Past a Lambda's answer size, AWS would answer a bare 500; the user gets a reason and a way instead (decisions.md).
  if (!fitsOneAnswer(file)) throw new PayloadTooLarge(TOO_LARGE);
  return file;
}
