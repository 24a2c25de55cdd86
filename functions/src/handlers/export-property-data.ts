import { defineHandler } from '../http/define-handler';
import { FileReply } from '../http/pipeline-types';
import { propertyOf } from '../property/property-of';
import { entityCsv, exportFileName, propertyDocument } from '../property/property-export';

/** The property's reservations and guests to download: one JSON document, or one CSV per entity (`what`). */
export const handler = defineHandler('exportPropertyData', async ({ session, query }) => {
  const now = new Date();
  if (query.format === 'csv' && query.what) {
    const [property, csv] = await Promise.all([propertyOf(session.propertyId), entityCsv(session.propertyId, query.what)]);
    return new FileReply(csv, 'text/csv; charset=utf-8', exportFileName(property.name, query.what, 'csv', now));
  }
  const document = await propertyDocument(session.propertyId, now);
  return new FileReply(
    JSON.stringify(document),
    'application/json; charset=utf-8',
    exportFileName(document.property.property_name, 'data', 'json', now),
  );
});
